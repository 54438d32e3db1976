// Generated from schemas/section-types.json by scripts/generate-registry.mjs (npm run schemas). Do not edit.
import { registrar, type Registration, type RuntimeCatalogue } from '../../src/engine/registry';
import type { SectionPayload } from '../../src/engine/props';

export const sectionCatalogue: RuntimeCatalogue = {
  "kind": "section",
  "types": [
    {
      "type": 1
    },
    {
      "type": 2
    },
    {
      "type": 3
    },
    {
      "type": 4
    },
    {
      "type": 5
    },
    {
      "type": 6
    },
    {
      "type": 7
    },
    {
      "type": 8
    },
    {
      "type": 9
    },
    {
      "type": 10
    },
    {
      "type": 11
    },
    {
      "type": 12
    },
    {
      "type": 13
    },
    {
      "type": 14
    },
    {
      "type": 18
    },
    {
      "type": 19,
      "empty": "Não há vídeos disponíveis nesta lista"
    },
    {
      "type": 20
    },
    {
      "type": 21
    },
    {
      "type": 25
    },
    {
      "type": 31
    },
    {
      "type": 32
    },
    {
      "type": 33
    },
    {
      "type": 36
    },
    {
      "type": 38
    },
    {
      "type": 43
    },
    {
      "type": 45
    },
    {
      "type": 48
    },
    {
      "type": 49
    },
    {
      "type": 52
    },
    {
      "type": 58
    },
    {
      "type": 59
    },
    {
      "type": 60
    },
    {
      "type": 61
    }
  ]
};

const line = registrar<SectionPayload>().checking('format', 'design-format');

// prettier-ignore
export const sectionLines: Registration<SectionPayload>[] = [
  line.list({ type: 1, from: 'menu-options', itemSchema: 'menu-option', load: () => import('../../renderers/sections/menu-map') }),
  line.list({ type: 2, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/card-grid') }),
  line.list({ type: 3, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/mosaic') }),
  line.list({ type: 4, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/video-mosaic') }),
  line.list({ type: 5, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/live-list') }),
  line.list({ type: 6, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/card-players') }),
  line.list({ type: 7, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/grid-list') }),
  line.list({ type: 8, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/card-row') }),
  line.self({ type: 9, load: () => import('../../renderers/sections/paged-list') }),
  line.list({ type: 10, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/highlight-list') }),
  line.list({ type: 11, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/live-list') }),
  line.list({ type: 12, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/journey-list') }),
  line.list({ type: 13, from: 'menu-options', itemSchema: 'menu-option', load: () => import('../../renderers/sections/section-carousel') }),
  line.list({ type: 14, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/post-list') }),
  line.list({ type: 18, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/multi-format-list') }),
  line.list({ type: 19, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/playlist') }),
  line.list({ type: 20, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/media-library') }),
  line.self({ type: 21, load: () => import('../../renderers/sections/people-directory') }),
  line.self({ type: 25, load: () => import('../../renderers/sections/agenda') }),
  line.self({ type: 31, load: () => import('../../renderers/sections/user-upload-list') }),
  line.list({ type: 32, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/notifications') }),
  line.list({ type: 33, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/card-menu') }),
  line.self({ type: 36, load: () => import('../../renderers/sections/admin-redirect') }),
  line.self({ type: 38, load: () => import('../../renderers/sections/external-redirect') }),
  line.self({ type: 43, load: () => import('../../renderers/sections/assessment-frame') }),
  line.list({ type: 45, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/journey-cards') }),
  line.list({ type: 48, from: 'menu-options', itemSchema: 'menu-option', load: () => import('../../renderers/sections/rated-tiles') }),
  line.self({ type: 49, load: () => import('../../renderers/sections/upload-form') }),
  line.self({ type: 52, load: () => import('../../renderers/sections/chat-room') }),
  line.list({ type: 58, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/journey-cards') }),
  line.self({ type: 59, load: () => import('../../renderers/sections/store') }),
  line.self({ type: 60, load: () => import('../../renderers/sections/profile-link') }),
  line.list({ type: 61, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/document-list') }),
];
