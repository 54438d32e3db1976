// The numbers of content-app.md 4 "Idle tracking" and 9, kept apart from React so they can be tested.

/** After this long without the learner doing anything, the view is recorded as ended. */
export const IDLE_TIMEOUT_MS = 300_000;
/** Activity events (mouse moves, scrolls) restart the idle timer at most once per this interval. */
export const IDLE_DEBOUNCE_MS = 250;
/** Audio, video and live stream do not use the generic tracking: their players report positions. */
export const MEDIA_CONTENT_TYPES: ReadonlySet<number> = new Set([1, 2, 6]);

export const usesGenericTracking = (idContentType: number) => !MEDIA_CONTENT_TYPES.has(idContentType);

/** Seconds between two moments, never negative. */
export const secondsBetween = (from: Date, to: Date) => Math.max(0, (to.getTime() - from.getTime()) / 1000);

/** Points shown to the learner change only when the tenant has the points feature (gamification 1). */
export const pointsFeatureOn = (gamification: unknown) => gamification === 1;
