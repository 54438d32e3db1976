// A class of the horizonte demo (learning-area.md 3 Team): 60 days to finish once enrolled, 40 places,
// direct enrolment, no second enrolment, the content still open after completion and no certificate of
// its own for the children nodes, unless `fields` say otherwise. Shared by the learning area's classes
// (scripts/make-horizonte-learning.ts) and the history's (journey-history.ts).
type Json = Record<string, unknown>;

/**
 * `naming` (the class's id, node, name...) comes first, then the demo's settings over the period from
 * `initialDate` to `finalDate`, then `fields`: the key order of the written JSON.
 */
export const demoTeam = (naming: Json, initialDate: string, finalDate: string, fields: Json): Json => ({
  ...naming,
  duration: 60,
  initialDate,
  finalDate,
  capacity: 40,
  needApproval: 0,
  allowReenrollment: 0,
  allowAccessUponCompletion: 1,
  enableCertificateForChildren: 0,
  ...fields,
});
