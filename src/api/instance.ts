// The app's client, wired to the session once the runtime config is read. What a logout or a lost
// connection shows is the app's business: src/app registers it here (no feature or widget import).
import { createClient, type ApiClient } from './client';
import type { RuntimeConfig } from './runtime-config';
import { clearSession, endSupportSession, getToken, markTermsOwed, replaceToken } from '../session';
import { clearUserCaches } from './user-caches';

let client: ApiClient | null = null;
let config: RuntimeConfig | null = null;
let onLoggedOut: () => void = () => window.location.assign('/');
let onOffline: () => void = () => {};

export function configureApi(runtime: RuntimeConfig) {
  config = runtime;
  client = createClient({
    baseUrl: runtime.apiBaseUrl,
    getToken,
    onToken: replaceToken,
    onUnauthorized: () => {
      // A support session that ended (its 2 hours, or elsewhere) gives the support user theirs back.
      if (!endSupportSession()) clearSession();
      clearUserCaches();
      onLoggedOut();
    },
    onTermsPending: markTermsOwed,
    onOffline: () => onOffline(),
  });
}

/** The app registers what a call that found no connection shows (src/app/useOfflineToast.ts). */
export function setOfflineHandler(handler: () => void) {
  onOffline = handler;
}

/** The router registers how to go to "/" without a full reload. */
export function setLoggedOutHandler(handler: () => void) {
  onLoggedOut = handler;
}

export function api(): ApiClient {
  if (!client) throw new Error('configureApi() must run before the first call');
  return client;
}

export function runtimeConfig(): RuntimeConfig {
  if (!config) throw new Error('configureApi() must run before reading the runtime config');
  return config;
}
