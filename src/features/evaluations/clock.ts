// The evaluation's countdown (learning-area.md 4.5, 9). The server is the clock: the count starts from
// the timeLeft the server answered (a reload shows what the server says, never a count kept here), every
// 10 s the time left is given back to the server, which keeps the smaller of its own and ours and
// answers it (a learner who edits the page gains nothing: we adopt the server's when it is smaller),
// and on leaving once more. At 0 the evaluation is submitted automatically, once.

/** 9: "Evaluation time saved every 10 s". */
export const SAVE_EVERY_MS = 10_000;
const TICK_MS = 1_000;

export interface ClockOptions {
  /** Seconds left, as the server answered. */
  timeLeft: number;
  /** PUT .../time; resolves to the time the server kept (null when it has no limit). */
  save: (timeLeft: number) => Promise<number | null>;
  /** Each second (and after a save changed it): the whole seconds left, for the display. */
  onTick: (timeLeft: number) => void;
  /** Reached 0: called once. */
  onExpire: () => void;
}

export interface EvaluationClock {
  /** Seconds left now. */
  timeLeft: () => number;
  /** Stops counting and saving (the questionnaire is being finished, or the page left). */
  stop: () => void;
}

export function startClock({ timeLeft, save, onTick, onExpire }: ClockOptions): EvaluationClock {
  // A deadline on this machine's clock, measured from when the server's answer arrived: the count
  // cannot drift with timer delays (a throttled background tab still ends on time).
  let deadline = Date.now() + Math.max(0, timeLeft) * 1000;
  let stopped = false;
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

  const expire = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(ticker);
    clearInterval(saver);
    onTick(0);
    onExpire();
  };

  const tick = () => {
    if (stopped) return;
    const seconds = left();
    onTick(seconds);
    if (seconds === 0) expire();
  };

  const ticker = setInterval(tick, TICK_MS);
  const saver = setInterval(() => {
    if (stopped) return;
    save(left()).then(
      (kept) => {
        // The server gives no extra time: only a smaller answer moves the deadline.
        if (stopped || kept === null || kept >= left()) return;
        deadline = Date.now() + kept * 1000;
        tick();
      },
      // A failed save is retried by the next one; the server's deadline stands regardless (8: logged).
      (error: unknown) => console.warn('evaluation time not saved', error),
    );
  }, SAVE_EVERY_MS);
  if (left() === 0) queueMicrotask(expire);

  return {
    timeLeft: left,
    stop: () => {
      stopped = true;
      clearInterval(ticker);
      clearInterval(saver);
    },
  };
}

// The display's format belongs to the shared Timer widget; re-exported for the introduction's limit.
export { formatTimeLeft } from '../../ui/timer/format';
