// The only string formats our schemas use, for the generated standalone validators: ajv-formats'
// full set would ship every format to the browser. Bundled into src/generated/validators.js.
const DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt ]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

module.exports = {
  // RFC 3339 date-time whose calendar date exists (no 31 February).
  'date-time': (value) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value.replace(' ', 'T'))),
  email: EMAIL,
};
