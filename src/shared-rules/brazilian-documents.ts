// CPF and phone rules of the profile (content-app.md 5), shared by the form and the reference API so
// both refuse the same values. Pure and import-free: the server imports this file as it is.

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** Types the mask 000.000.000-00 as the user goes; extra digits are dropped. */
export function formatCpf(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const check = digits.slice(9);
  return groups.join('.') + (check ? `-${check}` : '');
}

/** A check digit of the CPF: the weighted sum of the digits before it, modulo 11. */
function cpfCheckDigit(digits: readonly number[]): number {
  const firstWeight = digits.length + 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (firstWeight - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * Three digits, three, three and two check digits, with optional dots and dash; the check digits
 * must be right, and a run of one digit (111.111.111-11), which passes them, is refused too.
 */
export function isValidCpf(value: string): boolean {
  if (!/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(value.trim())) return false;
  const digits = Array.from(onlyDigits(value), Number);
  if (new Set(digits).size === 1) return false;
  const first = cpfCheckDigit(digits.slice(0, 9));
  const second = cpfCheckDigit([...digits.slice(0, 9), first]);
  return digits[9] === first && digits[10] === second;
}

/** Types the mask (99) 99999-9999 as the user goes; ten digits (a landline) read (99) 9999-9999. */
export function formatPhone(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 2);
  if (digits.length <= 2) return `(${area}`;
  const number = digits.slice(2);
  const split = digits.length === 11 ? 5 : 4;
  const head = number.slice(0, split);
  const tail = number.slice(split);
  return `(${area}) ${head}${tail ? `-${tail}` : ''}`;
}

/**
 * The Brazilian pattern: an area code of two digits 1-9, then a mobile number (9 and eight digits) or
 * a landline (2 to 5 and seven digits); written in the mask, with spaces, or as bare digits.
 */
export function isValidPhone(value: string): boolean {
  if (!/^[\d\s()-]+$/.test(value)) return false;
  return /^[1-9]{2}(?:9\d{8}|[2-5]\d{7})$/.test(onlyDigits(value));
}
