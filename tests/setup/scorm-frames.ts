// The windows of the SCORM host page's tests (src/scorm-host): the host page's own, and a real one
// standing for the app's (a MessageEvent's source must be a window).
import { vi } from 'vitest';
import type { HostMessage } from '../../src/scorm-host/protocol';

/** A fresh window for a host page load (its listeners and API object go with it), at its first words. */
export function hostPageFrame(): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  frame.contentWindow!.document.body.innerHTML = '<p id="status">Aguarde, iniciando conteúdo.</p>';
  return frame;
}

/** The app's window: each message the host posts to it goes to `tell`, with the origin it names. */
export function appWindowFrame(tell: (message: HostMessage, origin: string) => void): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  document.head.append(frame);
  vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(((message: HostMessage, origin: string) =>
    tell(message, origin)) as unknown as typeof window.postMessage);
  return frame;
}
