// What text the API accepts from anyone, in a schema or not: PostgreSQL refuses a NUL (U+0000) in any
// text value (a failed query, hence a 500), and a lone UTF-16 surrogate cannot be encoded as UTF-8 at
// all. Route schemas get this rule through route-validation.ts; input read outside schemas (multipart
// fields, socket.io payloads, path wildcards, host names) calls these helpers.

/** Under the `u` flag a well-formed pair is one code point, so \p{Cs} matches only lone surrogates. */
// oxlint-disable-next-line no-control-regex -- NUL is exactly the character refused here.
const forbiddenCharacter = /[\u0000\p{Cs}]/u;

/** The longest text a field takes when its schema names no maximum. */
export const defaultTextMaxLength = 2000;

/** A string without NUL and without lone surrogates. */
export function isCleanText(value: string): boolean {
  return !forbiddenCharacter.test(value);
}

export type TextProblem = 'notText' | 'forbiddenCharacter' | 'tooLong';

/** Why a value is not acceptable text of at most `maxLength` UTF-16 units, or undefined when it is. */
export function checkText(value: unknown, maxLength = defaultTextMaxLength): TextProblem | undefined {
  if (typeof value !== 'string') return 'notText';
  if (value.length > maxLength) return 'tooLong';
  return isCleanText(value) ? undefined : 'forbiddenCharacter';
}

/**
 * Every string inside a JSON value, keys included, is clean text. Walks with its own stack, so a deeply
 * nested body cannot overflow the call stack.
 */
export function isCleanDeep(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isCleanText(next)) return false;
    } else if (Array.isArray(next)) {
      // One at a time: spreading a 500,000-item array as arguments would overflow the stack.
      for (const inner of next) pending.push(inner);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (!isCleanText(key)) return false;
        pending.push(inner);
      }
    }
  }
  return true;
}
