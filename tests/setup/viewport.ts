// The window's width in jsdom, for renderers that follow the screen (useViewportWidth).
import { afterEach } from 'vitest';

// Writable as jsdom's own are: a later test file in the same worker may assign window.innerWidth.
export function resizeTo(width: number, height = window.innerHeight) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

/** Puts the window back to its first width after each test of the calling file. */
export function restoreWidthAfterEach() {
  const initialWidth = window.innerWidth;
  afterEach(() => resizeTo(initialWidth));
}
