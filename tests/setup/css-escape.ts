// jsdom lacks CSS.escape(), which react-aria's collections call to find an item by its key.
// The serialisation of CSSOM 2.1.1 (https://drafts.csswg.org/cssom/#serialize-an-identifier).
function escapeIdentifier(value: string): string {
  let result = '';
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    const char = value.charAt(index);
    if (code === 0) result += '\uFFFD';
    else if (
      (code >= 0x1 && code <= 0x1f) ||
      code === 0x7f ||
      (index === 0 && code >= 0x30 && code <= 0x39) ||
      (index === 1 && code >= 0x30 && code <= 0x39 && value.charCodeAt(0) === 0x2d)
    )
      result += `\\${code.toString(16)} `;
    else if (index === 0 && value.length === 1 && code === 0x2d) result += `\\${char}`;
    else if (code >= 0x80 || code === 0x2d || code === 0x5f || /[0-9A-Za-z]/.test(char)) result += char;
    else result += `\\${char}`;
  }
  return result;
}

if (typeof globalThis.CSS === 'undefined') Object.defineProperty(globalThis, 'CSS', { value: {} });
if (typeof globalThis.CSS.escape !== 'function')
  Object.defineProperty(globalThis.CSS, 'escape', { value: escapeIdentifier });
