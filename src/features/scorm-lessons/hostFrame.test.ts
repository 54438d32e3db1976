// The app's side of the host page's protocol: only the frame's own window at the play URL's origin is
// heard, and closing never waits forever for a host page that does not answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_TIMEOUT_MS, hostMessageOf, requestClose } from './hostFrame';

const ORIGIN = 'http://scorm.horizonte.localhost:4402';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const frameInPage = () => {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame;
};

describe("the player's side of the host page protocol", () => {
  it('reads a message only from its frame, at its origin, and only of the protocol', () => {
    const frame = frameInPage();
    const other = frameInPage();
    const event = (data: unknown, origin: string, source: Window | null) =>
      new MessageEvent('message', { data, origin, source });
    const finished = { scormHost: 'finished', result: null };
    expect(hostMessageOf(event(finished, ORIGIN, frame.contentWindow), frame, ORIGIN)).toEqual(finished);
    expect(
      hostMessageOf(event(finished, 'http://horizonte.localhost:4402', frame.contentWindow), frame, ORIGIN),
    ).toBeNull();
    expect(hostMessageOf(event(finished, ORIGIN, other.contentWindow), frame, ORIGIN)).toBeNull();
    expect(
      hostMessageOf(event({ scormHost: 'other' }, ORIGIN, frame.contentWindow), frame, ORIGIN),
    ).toBeNull();
  });

  it('leaves after the timeout when the host page never answers the close request', async () => {
    vi.useFakeTimers();
    const frame = frameInPage();
    const asked = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    const closing = requestClose(frame, ORIGIN);
    expect(asked).toHaveBeenCalledWith({ scormPlayer: 'close' }, ORIGIN);
    await vi.advanceTimersByTimeAsync(CLOSE_TIMEOUT_MS);
    expect(await closing).toBeNull();
  });
});
