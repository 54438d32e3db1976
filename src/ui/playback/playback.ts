// The two moves every player of the app makes on its element, shared by the viewers' player and the
// retry after a failure.

/** Plays, swallowing the refusal a browser may give (autoplay rules): the controls stay there. */
export const play = (media: HTMLMediaElement) =>
  void Promise.resolve(media.play()).catch((error: unknown) => console.info('play refused', error));

/** Moves to `seconds`, before the metadata is known too: the element then starts there. */
export function seek(media: HTMLMediaElement, seconds: number) {
  media.currentTime = seconds;
  if (media.readyState >= HTMLMediaElement.HAVE_METADATA) return;
  media.addEventListener('loadedmetadata', () => (media.currentTime = seconds), { once: true });
}
