/** Adds each event's listener to the target, in order; the function it returns removes them all. */
export function listen(target: EventTarget, listeners: Record<string, () => void>): () => void {
  const entries = Object.entries(listeners);
  for (const [type, listener] of entries) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener);
  };
}

/**
 * A player's media events and the page's pagehide, its last chance to report when the tab closes or
 * navigates away; the function it returns removes them all.
 */
export function listenWithPageHide(
  media: HTMLMediaElement,
  listeners: Record<string, () => void>,
  onPageHide: () => void,
): () => void {
  const unlistenMedia = listen(media, listeners);
  const unlistenPage = listen(window, { pagehide: onPageHide });
  return () => {
    unlistenMedia();
    unlistenPage();
  };
}
