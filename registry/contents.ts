// Content viewers by content type number (content-app.md 2.6, learning-area.md 2.4).
import type { ContentRendererProps, Registration } from '../src/engine';

// prettier-ignore
export const contentRegistrations: Registration<ContentRendererProps>[] = [
  { type: 1, itemSchema: 'content-item', load: () => import('../renderers/contents/audio') },
  { type: 2, itemSchema: 'content-item', load: () => import('../renderers/contents/video') },
  { type: 3, itemSchema: 'content-item', load: () => import('../renderers/contents/article') },
  { type: 4, itemSchema: 'content-item', load: () => import('../renderers/contents/embedded-page') },
  { type: 5, itemSchema: 'content-item', load: () => import('../renderers/contents/rich-page') },
  { type: 6, itemSchema: 'content-item', load: () => import('../renderers/contents/live-stream') },
  { type: 7, itemSchema: 'content-item', load: () => import('../renderers/contents/video-playlist') },
  { type: 8, itemSchema: 'content-item', load: () => import('../renderers/contents/external-link') },
  { type: 9, itemSchema: 'content-item', load: () => import('../renderers/contents/rich-page') },
  { type: 15, itemSchema: 'content-item', load: () => import('../renderers/contents/journey') },
  { type: 16, itemSchema: 'content-item', load: () => import('../renderers/contents/stepped-journey') },
  { type: 18, itemSchema: 'content-item', load: () => import('../renderers/contents/download') },
  { type: 22, itemSchema: 'content-item', load: () => import('../renderers/contents/journey') },
  { type: 23, itemSchema: 'content-item', load: () => import('../renderers/contents/impact-journey') },
  { type: 25, itemSchema: 'content-item', load: () => import('../renderers/contents/pdf') },
  // learning-area.md 2.4 "external link page": the same card as type 8, opening the link in a new tab.
  { type: 27, itemSchema: 'content-item', load: () => import('../renderers/contents/external-link') },
];
