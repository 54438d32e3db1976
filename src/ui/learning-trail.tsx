// The learning footer's trail (learning-area.md 2.3, "A footer with breadcrumbs is part of the page
// frame"), fed by the page on screen. A learning screen (level, catalog, content, search results)
// names where it is with useLearningTrail(crumbs): the crumbs after 'Início', which the frame adds
// first. They stay while the screen is shown and go with it. The home's trail is 'Início' alone;
// a page that names none (a content-app section) has no footer trail.
//
//   useLearningTrail([
//     { label: school.title, to: catalogPath(school.nodeCode) },
//     { label: course.title, to: levelPath(idEnrollment, course.nodeCode) },
//   ]);
//
// Import it by file from lazy learning screens only (it is part of the lazy learning frame).
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Crumb } from './breadcrumbs';

type SetTrail = (crumbs: readonly Crumb[] | null) => void;

const TrailSetter = createContext<SetTrail>(() => undefined);

/** Holds the trail the page on screen names, for the footer. */
export function useTrailState(): [readonly Crumb[] | null, SetTrail] {
  return useState<readonly Crumb[] | null>(null);
}

export function LearningTrailProvider({ set, children }: { set: SetTrail; children: ReactNode }) {
  return <TrailSetter.Provider value={set}>{children}</TrailSetter.Provider>;
}

/** The screen's place in the learning area, shown in the frame's footer after 'Início'. */
export function useLearningTrail(crumbs: readonly Crumb[]) {
  const set = useContext(TrailSetter);
  // Compared by what they say, so a new array with the same crumbs at each render sets nothing.
  const key = JSON.stringify(crumbs);
  const stable = useMemo(() => JSON.parse(key) as Crumb[], [key]);
  useEffect(() => {
    set(stable);
    return () => set(null);
  }, [set, stable]);
}

/** useLearningTrail where a hook cannot go (inside a render prop): names the place, draws nothing. */
export function NameLearningTrail({ crumbs }: { crumbs: readonly Crumb[] }) {
  useLearningTrail(crumbs);
  return null;
}
