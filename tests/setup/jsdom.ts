import { afterAll, afterEach, vi } from 'vitest';
import { getDefaultStore } from 'jotai';
import { cleanup, configure } from '@testing-library/react';
import { queryClient } from '../../src/api/query-client';
import { clearSession } from '../../src/session';

afterEach(() => cleanup());

// The 'unit' project shares one module graph between the files of a worker (vitest.config.ts): what a
// file leaves in module state (the session store, the app's query cache, storage, spies, globals)
// would reach the next file. Each file ends as if none had run before it. A component drawn outside
// a SessionProvider reads jotai's default store, which keeps the last file's session too: its first
// render would use it before the stored one is read again.
afterAll(() => {
  clearSession();
  clearSession(getDefaultStore());
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// findBy*/waitFor give up after 1 s by default; with the whole suite on two busy cores a router transition
// or a lazy chunk can take longer (CI once failed that way at 1 s, and a content screen's first open at
// 4 s). Waiting longer costs nothing when it passes.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks the native <dialog>'s showModal()/close(): the app's modals use them.
import './dialog-polyfill';
// jsdom lacks CSS.escape(): react-aria's collections (tabs, lists) use it.
import './css-escape';
