// The app's client, wired to the session, the router and the toast once the runtime config is read.
import { createClient, type ApiClient } from './client';
import type { RuntimeConfig } from './runtime-config';
import { clearSession, getToken, replaceToken } from '../app/session';
import { showToast } from '../ui/toast';
import { messages } from '../i18n/messages';

export const OFFLINE_TOAST_MS = 5000;

let client: ApiClient | null = null;
let config: RuntimeConfig | null = null;
let onLoggedOut: () => void = () => window.location.assign('/');

export function configureApi(runtime: RuntimeConfig) {
  config = runtime;
  client = createClient({
    baseUrl: runtime.apiBaseUrl,
    getToken,
    onToken: replaceToken,
    onUnauthorized: () => {
      clearSession();
      onLoggedOut();
    },
    onOffline: () => showToast(messages.offline, { tone: 'warning', durationMs: OFFLINE_TOAST_MS }),
  });
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
