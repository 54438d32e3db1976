// Section types (content-app.md 2.5): one line per renderer. Adding a section type = one renderer
// folder + one line here + its entry in schemas/section-types.json. Types 5 and 11 share the live
// list, 45 and 58 the journey cards.
import type { Registration, SectionRendererProps } from '../src/engine';

// prettier-ignore
export const sectionRegistrations: Registration<SectionRendererProps<never>>[] = [
  { type: 1, itemSchema: 'menu-option', source: 'menu-options', load: () => import('../renderers/sections/menu-map') },
  { type: 2, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/card-grid') },
  { type: 3, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/mosaic') },
  { type: 4, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/video-mosaic') },
  { type: 5, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/live-list') },
  { type: 6, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/card-players') },
  { type: 7, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/grid-list') },
  { type: 8, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/card-row') },
  { type: 9, itemSchema: 'content-item', source: 'self', load: () => import('../renderers/sections/paged-list') },
  { type: 10, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/highlight-list') },
  { type: 11, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/live-list') },
  { type: 12, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/journey-list') },
  { type: 13, itemSchema: 'menu-option', source: 'menu-options', load: () => import('../renderers/sections/section-carousel') },
  { type: 14, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/post-list') },
  { type: 18, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/multi-format-list') },
  { type: 19, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/playlist') },
  { type: 20, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/media-library') },
  { type: 21, itemSchema: 'content-item', source: 'self', load: () => import('../renderers/sections/people-directory') },
  { type: 25, itemSchema: 'content-item', source: 'self', load: () => import('../renderers/sections/agenda') },
  { type: 31, itemSchema: 'content-item', source: 'self', load: () => import('../renderers/sections/user-upload-list') },
  { type: 32, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/notifications') },
  { type: 33, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/card-menu') },
  { type: 36, itemSchema: 'menu-option', source: 'menu-options', load: () => import('../renderers/sections/admin-redirect') },
  { type: 38, itemSchema: 'menu-option', source: 'menu-options', load: () => import('../renderers/sections/external-redirect') },
  { type: 43, itemSchema: 'content-item', source: 'self', load: () => import('../renderers/sections/assessment-frame') },
  { type: 45, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/journey-cards') },
  { type: 48, itemSchema: 'menu-option', source: 'menu-options', load: () => import('../renderers/sections/rated-tiles') },
  { type: 49, itemSchema: 'content-item', source: 'self', load: () => import('../renderers/sections/upload-form') },
  { type: 52, itemSchema: 'content-item', source: 'self', load: () => import('../renderers/sections/chat-room') },
  { type: 58, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/journey-cards') },
  { type: 59, itemSchema: 'content-item', source: 'self', load: () => import('../renderers/sections/store') },
  { type: 60, itemSchema: 'content-item', source: 'self', load: () => import('../renderers/sections/profile-link') },
  { type: 61, itemSchema: 'content-item', source: 'content-list', load: () => import('../renderers/sections/document-list') },
];
