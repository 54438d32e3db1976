// The one way into zod: configured before any schema is built. zod 4 probes for eval (`new Function`)
// to compile fast object parsers; under the app's strict CSP (no 'unsafe-eval') the probe fails, and
// even caught it is reported as a securitypolicyviolation on every form screen. `jitless` skips the
// probe and the compiled parsers (the forms' objects are small: the interpreted parse is as quick).
// Importing 'zod' anywhere else is refused by the lint (.oxlintrc.json, no-restricted-imports), so
// this module is evaluated before every module that builds a schema.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
