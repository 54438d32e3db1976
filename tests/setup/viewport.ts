// The window's width in jsdom, for renderers that follow the screen (useViewportWidth).
import { afterEach } from 'vitest';

export function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** Puts the window back to its first width after each test of the calling file. */
export function restoreWidthAfterEach() {
  const initialWidth = window.innerWidth;
  afterEach(() => resizeTo(initialWidth));
}
