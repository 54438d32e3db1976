// The few parts of the service worker's global scope sw.ts uses. The project compiles with the DOM
// library (src/ is page code); the WebWorker library would clash with it, so they are declared here.

/** An install or activate event: the worker stays alive until the promise settles. */
export interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface ServiceWorkerScope {
  readonly location: { readonly origin: string };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
}
