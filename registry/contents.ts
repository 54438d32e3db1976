// Content viewers by content type number (content-app.md 2.6, learning-area.md 2.4).
import type { ContentRendererProps, Registration } from '../src/engine';

export const contentRegistrations: Registration<ContentRendererProps>[] = [];
