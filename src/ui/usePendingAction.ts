// An action a dialog or a form starts from its button (finish, accept, close): one run at a time, and
// what went wrong kept for the screen to say until the next run. A run that succeeds leaves `pending`
// on: the screen moves on (the dialog closes), so its button stays unpressable until then.
import { useState } from 'react';

/** The error's own message, or `fallback` when it has none. */
export const messageOr = (fallback: string) => (error: unknown) =>
  error instanceof Error && error.message ? error.message : fallback;

export function usePendingAction(failureText: (error: unknown) => string) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(failureText(error));
      setPending(false);
    }
  };
  return { pending, failure, run };
}
