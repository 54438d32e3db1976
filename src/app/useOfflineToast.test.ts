// The api knows no widget: what a call that finds no connection shows is the app's to register.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi } from '../api/instance';
import { messages } from '../i18n/messages';
import { dismissToast, toastStore } from '../ui/toast/store';
import { renderHook } from '@testing-library/react';
import { showOfflineToastOnFailedCalls, useOfflineToast } from './useOfflineToast';

const callWithoutNetwork = () => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  configureApi({ apiBaseUrl: 'http://api.test', preview: false });
  return expect(
    api().request('GET', '/content/list/1', { schema: 'api/content-list-response' }),
  ).rejects.toMatchObject({ code: 'offline' });
};

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.get().forEach((toast) => dismissToast(toast.id));
});

describe('a call that finds no connection', () => {
  it('shows nothing until the app registers its toast', async () => {
    await callWithoutNetwork();
    expect(toastStore.get()).toEqual([]);
  });

  it("shows the spec's offline toast once the app registered it at start-up", async () => {
    showOfflineToastOnFailedCalls();
    await callWithoutNetwork();
    expect(toastStore.get()).toEqual([expect.objectContaining({ text: messages.offline, tone: 'warning' })]);
  });
});

describe('useOfflineToast', () => {
  it('shows the toast when the app starts without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderHook(() => useOfflineToast());
    expect(toastStore.get()).toEqual([expect.objectContaining({ text: messages.offline, tone: 'warning' })]);
    vi.restoreAllMocks();
  });
});
