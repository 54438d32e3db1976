// The only string formats our schemas use, for the generated standalone validators: ajv-formats'
// full set would ship every format to the browser. Bundled into src/generated/validators.js.
// RFC 3339 date-time without leap seconds (Date.parse, which the check used before, refuses them).
const DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt ]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Two or four ASCII digits at `at`, as a number (the pattern has already checked they are digits). */
const digits = (value, at, count) => {
  let number = 0;
  for (let index = at; index < at + count; index++) number = number * 10 + value.charCodeAt(index) - 48;
  return number;
};

/** Whether the date part (fixed places once the pattern matched) exists: no 31 April, 29 February only in leap years. */
function calendarDateExists(value) {
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 2);
  const day = digits(value, 8, 2);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]);
}

module.exports = {
  // Counted, not parsed: Date.parse took half of a 1,000-item list's validation (npm run bench) and
  // let 31 February through (V8 rolls it over to 3 March).
  'date-time': (value) => DATE_TIME.test(value) && calendarDateExists(value),
  email: EMAIL,
};
