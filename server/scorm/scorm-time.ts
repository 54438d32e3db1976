// Session and total times of the two standards, to and from seconds: SCORM 1.2 CMITimespan
// `HHHH:MM:SS.SS` and SCORM 2004 timeinterval, an ISO 8601 duration (`P1DT2H3M4.5S`). Every time is
// capped at maxDurationSeconds: a duration of 10^400 years is a number JSON cannot carry (Infinity
// would go out as null, which the content's schema refuses).

/** 1.2's longest CMITimespan, 9999:59:59.99: the longest time read, stored or written. */
export const maxDurationSeconds = 9999 * 3600 + 59 * 60 + 59.99;

/** A number of seconds as kept: finite, from 0 to maxDurationSeconds (NaN is 0). */
export function cappedSeconds(seconds: number): number {
  return Math.min(maxDurationSeconds, Math.max(0, Number.isNaN(seconds) ? 0 : seconds));
}

/** Seconds of a 1.2 timespan or a 2004 duration; 0 for anything else (a bad value adds no time). */
export function secondsOf(value: unknown): number {
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  const timespan = /^(\d{1,4}):([0-5]?\d):([0-5]?\d(?:\.\d{1,2})?)$/.exec(text);
  if (timespan)
    return cappedSeconds(Number(timespan[1]) * 3600 + Number(timespan[2]) * 60 + Number(timespan[3]));
  const duration =
    /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
      text,
    );
  if (!duration || text === 'P' || text.endsWith('T')) return 0;
  const [years, months, days, hours, minutes, seconds] = duration.slice(1).map((part) => Number(part ?? 0));
  // Years and months have no fixed length; a session never lasts one, so the usual 365/30 days do.
  return cappedSeconds(
    (years ?? 0) * 365 * 86400 +
      (months ?? 0) * 30 * 86400 +
      (days ?? 0) * 86400 +
      (hours ?? 0) * 3600 +
      (minutes ?? 0) * 60 +
      (seconds ?? 0),
  );
}

/** 1.2 CMITimespan, hours on at least 4 digits as the ADL test suite writes them: `0001:02:03.50`. */
export function timespanOf(totalSeconds: number): string {
  const centiseconds = Math.round(cappedSeconds(totalSeconds) * 100);
  const hours = Math.floor(centiseconds / 360000);
  const minutes = Math.floor((centiseconds % 360000) / 6000);
  const seconds = (centiseconds % 6000) / 100;
  const pad = (value: number, size: number) => String(value).padStart(size, '0');
  return `${pad(hours, 4)}:${pad(minutes, 2)}:${seconds.toFixed(2).padStart(5, '0')}`;
}

/** 2004 timeinterval: `PT1H2M3.5S` (hours, minutes, seconds to the hundredth). */
export function durationOf(totalSeconds: number): string {
  const centiseconds = Math.round(cappedSeconds(totalSeconds) * 100);
  const hours = Math.floor(centiseconds / 360000);
  const minutes = Math.floor((centiseconds % 360000) / 6000);
  const seconds = (centiseconds % 6000) / 100;
  return `PT${hours}H${minutes}M${Number(seconds.toFixed(2))}S`;
}
