// Whether the onboarding's page can be shown. A frame tells nothing of a failed page (a 404 loads like
// any other page), so a page of the app's own origin is asked for first: an answer that is not an HTML
// page, or no answer, is a failure the dialog says in words. Another origin cannot be asked (the app's
// connect-src is its own): its frame shows what it shows, and only a frame error counts.
import { useEffect, useState } from 'react';

export type FramePage = 'checking' | 'ready' | 'failed';

export function useFramePage(url: URL): [FramePage, () => void] {
  const sameOrigin = url.origin === window.location.origin;
  const [state, setState] = useState<FramePage>(sameOrigin ? 'checking' : 'ready');
  useEffect(() => {
    if (!sameOrigin) return;
    const controller = new AbortController();
    fetch(url.href, { signal: controller.signal, credentials: 'same-origin' })
      .then((response) => {
        const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
        setState(response.ok && html ? 'ready' : 'failed');
      })
      .catch(() => {
        if (!controller.signal.aborted) setState('failed');
      });
    return () => controller.abort();
  }, [url.href, sameOrigin]);
  return [state, () => setState('failed')];
}
