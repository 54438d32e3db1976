// How a trail is shortened, as data: the content app cuts titles at 40 characters and shows every
// crumb (content-app.md 2.8 and 9); the learning footer cuts at 25, at 13 on small screens, and there
// collapses a trail of more than 3 crumbs (learning-area.md 2.3 and 9). Pure functions, so each
// number is tested on its own; <Breadcrumbs rules> applies them.
import { isSmallScreen } from '../../theme/breakpoints';
import { BREADCRUMB_MAX_CHARS } from './cutTitle';

export interface TrailRules {
  /** Longest title shown whole, in characters; longer ones are cut with "...". */
  maxChars: number;
  /** More crumbs than this collapse to the first, "…" and the last two; none: never collapsed. */
  collapseAbove?: number;
}

/** The content app's trail ("Você está em"): 40 characters, never collapsed. */
export const CONTENT_TRAIL: TrailRules = { maxChars: BREADCRUMB_MAX_CHARS };

export const LEARNING_TRAIL_MAX_CHARS = 25;
export const LEARNING_TRAIL_SMALL_MAX_CHARS = 13;
export const LEARNING_TRAIL_SMALL_COLLAPSE_ABOVE = 3;

/** The learning footer's rules at a viewport width. */
export function learningTrailRules(viewportWidth: number): TrailRules {
  return isSmallScreen(viewportWidth)
    ? { maxChars: LEARNING_TRAIL_SMALL_MAX_CHARS, collapseAbove: LEARNING_TRAIL_SMALL_COLLAPSE_ABOVE }
    : { maxChars: LEARNING_TRAIL_MAX_CHARS };
}

/** A trail as drawn: every crumb, or the first, the hidden middle and the last two. */
export type TrailParts<T> =
  | { collapsed: false; all: readonly T[] }
  | { collapsed: true; first: T; hidden: readonly T[]; lastTwo: readonly T[] };

export function collapseTrail<T>(crumbs: readonly T[], collapseAbove: number | undefined): TrailParts<T> {
  if (collapseAbove === undefined || crumbs.length <= collapseAbove || crumbs.length < 4)
    return { collapsed: false, all: crumbs };
  return {
    collapsed: true,
    first: crumbs[0]!,
    hidden: crumbs.slice(1, -2),
    lastTwo: crumbs.slice(-2),
  };
}
