// An XMLHttpRequest that sends through the global fetch: with it, calls made over XHR (the upload
// form's, for its progress) reach the fake API of fake-api.tsx like every other call. It reports the
// upload as half sent before the answer is asked for, then whole once it arrives. Free of vitest, so
// Storybook can use it too.

type Listener = (event: ProgressEvent) => void;

/** Just enough of EventTarget for `addEventListener(type, listener)`. */
class Listeners {
  private readonly byType = new Map<string, Listener[]>();

  addEventListener(type: string, listener: Listener) {
    this.byType.set(type, [...(this.byType.get(type) ?? []), listener]);
  }

  protected emit(type: string, loaded = 0, total = 0) {
    const event = { type, lengthComputable: total > 0, loaded, total } as ProgressEvent;
    for (const listener of this.byType.get(type) ?? []) listener(event);
  }
}

class FakeUpload extends Listeners {
  progress(loaded: number, total: number) {
    this.emit('progress', loaded, total);
  }
}

class FetchBackedXhr extends Listeners {
  readonly upload = new FakeUpload();
  status = 0;
  statusText = '';
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private responseHeaders = new Headers();
  private readonly controller = new AbortController();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  getAllResponseHeaders() {
    return [...this.responseHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
  }

  abort() {
    this.controller.abort();
    this.emit('abort');
  }

  send(body: BodyInit | null) {
    const size = body instanceof FormData ? 1000 : 0;
    this.upload.progress(size / 2, size);
    fetch(this.url, { method: this.method, headers: this.headers, body, signal: this.controller.signal })
      .then(async (response) => {
        this.upload.progress(size, size);
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseHeaders = response.headers;
        this.responseText = await response.text();
        this.emit('load');
      })
      .catch(() => {
        if (!this.controller.signal.aborted) this.emit('error');
      });
  }
}

const RealXhr = globalThis.XMLHttpRequest;

/** Replaces XMLHttpRequest until the returned function is called. */
export function installFetchBackedXhr(): () => void {
  globalThis.XMLHttpRequest = FetchBackedXhr as unknown as typeof XMLHttpRequest;
  return () => void (globalThis.XMLHttpRequest = RealXhr);
}
