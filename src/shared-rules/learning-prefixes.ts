/**
 * The first segments of the learning screens' addresses (learning-paths.ts, learning-area.md 2.2).
 * The first paint's router carries only these, one lazy row each, all to the same module
 * (src/app/learning/LearningScreens.tsx, which holds the screens and their patterns); a test checks
 * every learning pattern starts with one of them. Addresses match them without case, as the router
 * does: the spec writes both /myJourney and /myjourney (2.2).
 */
export const learningPrefixes: readonly string[] = [
  'level',
  'nodeTree',
  'cardlist',
  'catalog',
  'contentNode',
  'searchResult',
  'evaluations',
  'lms',
  'lessons',
  'myJourney',
  'editPerfil',
  'contactus',
];

/** The learning prefix an address starts with, whatever its case ('myjourney' -> 'myJourney'). */
export function learningPrefixOf(pathname: string): string | undefined {
  const first = (pathname.split('/')[1] ?? '').toLowerCase();
  return learningPrefixes.find((prefix) => prefix.toLowerCase() === first);
}
