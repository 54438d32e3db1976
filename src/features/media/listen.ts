/** Adds each event's listener to the target, in order; the function it returns removes them all. */
export function listen(target: EventTarget, listeners: Record<string, () => void>): () => void {
  const entries = Object.entries(listeners);
  for (const [type, listener] of entries) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener);
  };
}
