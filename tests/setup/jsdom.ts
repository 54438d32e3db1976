import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => cleanup());

// findBy*/waitFor give up after 1 s by default; with the whole suite on two busy cores a router transition
// or a lazy chunk can take longer (CI once failed that way at 1 s, and a content screen's first open at
// 4 s). Waiting longer costs nothing when it passes.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks the native <dialog>'s showModal()/close(): the app's modals use them.
import './dialog-polyfill';
// jsdom lacks CSS.escape(): react-aria's collections (tabs, lists) use it.
import './css-escape';
