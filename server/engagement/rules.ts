// The engagement area's decisions (content-app.md 3, 7): when a view started, how many seconds one
// view may count, and the points it earns. Pure, unit-tested (rules.test.ts).

/** Points a learner earns the first time a view of a content is recorded. */
export const POINTS_PER_CONTENT = 10;
/** The longest view one exit may count: a day, however long the tab stayed open. */
export const MAX_SECONDS_PER_VIEW = 86_400;
/** How far ahead of the server a learner's clock may be before the view counts as not started yet. */
export const CLOCK_SKEW_SECONDS = 300;
/** The largest value of a PostgreSQL integer: sums stop there rather than fail the exit. */
export const MAX_INTEGER = 2_147_483_647;

/** A UTC "YYYY-MM-DD HH:mm:ss" as a Date, or undefined when it names no real moment. */
export function parseUtcTime(text: string): Date | undefined {
  const date = new Date(`${text.replace(' ', 'T')}Z`);
  // Year 0000 is a valid ISO date but no PostgreSQL timestamp (which has no year zero).
  return Number.isNaN(date.getTime()) ||
    date.getUTCFullYear() < 1 ||
    date.toISOString().slice(0, 19).replace('T', ' ') !== text
    ? undefined
    : date;
}

/**
 * The seconds one exit may add: no more than the time since the view started (as the learner's
 * clock wrote it, give or take CLOCK_SKEW_SECONDS) and no more than MAX_SECONDS_PER_VIEW.
 */
export function countedSeconds(exit: { timeStart: Date; timeExecuted: number }, at: Date): number {
  const elapsed = (at.getTime() - exit.timeStart.getTime()) / 1000 + CLOCK_SKEW_SECONDS;
  return Math.round(Math.max(0, Math.min(exit.timeExecuted, elapsed, MAX_SECONDS_PER_VIEW)));
}
