import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());

// jsdom lacks the native <dialog>'s showModal()/close(): the app's modals use them.
import './dialog-polyfill';
// jsdom lacks CSS.escape(): react-aria's collections (tabs, lists) use it.
import './css-escape';
