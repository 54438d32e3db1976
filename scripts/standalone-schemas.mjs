// ajv's standalone code declares each schema object a validator reads at run time whole
// (`const schema20 = {…the whole app-details schema…}`), though the code reads only a few parts of it:
// an enum's values for an error's params (`schema20.properties.loginPosition.enum`), a properties
// object for additionalProperties. pruneSchemaObjects keeps in each declaration only the parts the
// code reads, so the bundles stop carrying every schema's text (core bundle: ~1.1 KB gzipped off the
// first paint). Validation and error objects are the same: each read finds the same value.
// withoutSchemaPaths drops the `schemaPath` of each error object: the app reports the failing value's
// pointer, the rule and its message (src/engine/validate.ts), never the path inside the schema, and
// those ~220 distinct strings cost ~0.8 KB gzipped of the first paint.

/** The end (exclusive) of the JSON value that starts at `start` in `code` (as JSON.stringify writes it). */
function jsonEnd(code, start) {
  let depth = 0;
  let inString = false;
  for (let at = start; at < code.length; at++) {
    const char = code[at];
    if (inString) {
      if (char === '\\') at++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return at + 1;
    }
  }
  throw new Error(`unterminated schema object at ${start}`);
}

/** `.properties.loginPosition.enum` or `["a-b"][0]` -> ['properties', 'loginPosition', 'enum']. */
function pathOf(access) {
  const keys = [];
  const step = /\.([A-Za-z_$][\w$]*)|\["((?:[^"\\]|\\.)*)"\]|\[(\d+)\]/y;
  let match;
  while ((match = step.exec(access)))
    keys.push(match[1] ?? (match[2] !== undefined ? JSON.parse(`"${match[2]}"`) : Number(match[3])));
  return keys;
}

/** Copies `value`'s part at `keys` into `into`, building the objects (or arrays) on the way. */
function keepPath(into, value, keys) {
  let target = into;
  let source = value;
  for (const [index, key] of keys.entries()) {
    if (source === null || typeof source !== 'object' || !(key in source))
      throw new Error(`the standalone code reads ${keys.join('.')}, missing from its schema`);
    if (index === keys.length - 1) target[key] = source[key];
    else {
      target[key] ??= Array.isArray(source[key]) ? [] : {};
      target = target[key];
    }
    source = source[key];
  }
}

/** The names ajv gives Object.prototype.hasOwnProperty (`const func6 = Object.prototype.hasOwnProperty`). */
const ownPropertyTests = (code) =>
  [...code.matchAll(/const (func\d+) = Object\.prototype\.hasOwnProperty\b/g)].map((match) => match[1]);

/** The standalone code with each `const schemaN = {…}` reduced to the parts the code reads. */
export function pruneSchemaObjects(code) {
  const declaration = /const (schema\d+) = /g;
  const declared = [];
  for (let match; (match = declaration.exec(code));) {
    const start = match.index + match[0].length;
    const end = jsonEnd(code, start);
    declared.push({ name: match[1], start, end, value: JSON.parse(code.slice(start, end)) });
    declaration.lastIndex = end;
  }
  const ownTests = ownPropertyTests(code);
  let pruned = code;
  // From the last, so the earlier offsets stay right.
  for (const { name, start, end, value } of declared.toReversed()) {
    const elsewhere = pruned.slice(0, start - `const ${name} = `.length) + pruned.slice(end);
    const reads = [
      ...elsewhere.matchAll(
        new RegExp(
          `\\b${name}(?![\\w$])((?:\\.[A-Za-z_$][\\w$]*|\\["(?:[^"\\\\]|\\\\.)*"\\]|\\[\\d+\\])*)`,
          'g',
        ),
      ),
    ].map((read) => ({
      keys: pathOf(read[1]),
      // `func6.call(schema28.properties, key)`: additionalProperties asks only which keys it has.
      keysOnly: ownTests.some((test) => elsewhere.slice(0, read.index).endsWith(`${test}.call(`)),
    }));
    // Read whole (or not at all: esbuild drops it): left as it is.
    if (reads.length === 0 || reads.some(({ keys, keysOnly }) => keys.length === 0 && !keysOnly)) continue;
    const kept = Array.isArray(value) ? [] : {};
    for (const { keys } of reads.filter(({ keysOnly }) => !keysOnly)) keepPath(kept, value, keys);
    for (const { keys } of reads.filter(({ keysOnly }) => keysOnly)) {
      keepKeys(kept, value, keys);
    }
    pruned = pruned.slice(0, start) + JSON.stringify(kept) + pruned.slice(end);
  }
  return pruned;
}

/** Gives the object at `keys` in `into` every key of `value`'s (0 for those no other read needs). */
function keepKeys(into, value, keys) {
  let target = into;
  let source = value;
  for (const key of keys) {
    target[key] ??= {};
    target = target[key];
    source = source[key];
  }
  for (const key of Object.keys(source)) target[key] ??= 0;
}

/** The standalone code without the `schemaPath: "#/properties/…"` entry of its error objects. */
export function withoutSchemaPaths(code) {
  return code.replace(/(?<![\w$"])schemaPath:\s*"(?:[^"\\]|\\.)*",\s*/g, '');
}
