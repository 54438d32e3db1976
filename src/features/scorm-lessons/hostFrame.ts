// The app's side of the host page's protocol (src/scorm-host/protocol.ts): a message counts only when it
// comes from the frame's own window and the origin of the address it was given.
import { closeRequest, isHostMessage, type HostMessage, type RunFinished } from '../../scorm-host/protocol';

/** How long closing waits for the host page's answer before leaving anyway: the player is gone within 2 s (issue 22). */
export const CLOSE_TIMEOUT_MS = 1500;

export const originOf = (url: string) => new URL(url, location.href).origin;

/** The host page's message, or null when the event is anyone else's. */
export function hostMessageOf(event: MessageEvent, frame: HTMLIFrameElement | null, origin: string) {
  if (!frame || event.source !== frame.contentWindow || event.origin !== origin) return null;
  return isHostMessage(event.data) ? event.data : null;
}

/** Asks the host page to finish the run; resolves with its answer, or null after the timeout. */
export function requestClose(
  frame: HTMLIFrameElement,
  origin: string,
  timeoutMs = CLOSE_TIMEOUT_MS,
): Promise<RunFinished | null> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = (result: RunFinished | null) => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      const message: HostMessage | null = hostMessageOf(event, frame, origin);
      if (message?.scormHost === 'closed') done(message.result);
    };
    window.addEventListener('message', onMessage);
    timer = setTimeout(() => done(null), timeoutMs);
    frame.contentWindow?.postMessage(closeRequest, origin);
  });
}

/** Asks without waiting (the page is going away: the host page's own pagehide finishes the run too). */
export const askToFinish = (frame: HTMLIFrameElement | null, origin: string) =>
  frame?.contentWindow?.postMessage(closeRequest, origin);
