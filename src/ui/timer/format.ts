// The timer's rules (content-app.md 9: "Timer turns warning under 20 s"), apart from React so the
// evaluation's clock and the widget share them.

/** Below this many seconds left the timer is drawn as a warning and says so once. */
export const TIMER_WARNING_SECONDS = 20;

/** True under 20 s (0 included: time is up). */
export const isTimerWarning = (seconds: number) => seconds < TIMER_WARNING_SECONDS;

/** 00:00 or 0:00:00 for the display. */
export function formatTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}
