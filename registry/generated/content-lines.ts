// Generated from schemas/content-types.json by scripts/generate-registry.mjs (npm run schemas). Do not edit.
import { registrar, type Registration, type RuntimeCatalogue } from '../../src/engine/registry';
import type { ContentRendererProps } from '../../src/engine/props';

export const contentCatalogue: RuntimeCatalogue = {
  "kind": "content",
  "types": [
    {
      "type": 1,
      "renderer": "audio"
    },
    {
      "type": 2,
      "renderer": "video"
    },
    {
      "type": 3,
      "renderer": "article"
    },
    {
      "type": 4,
      "renderer": "embedded-page"
    },
    {
      "type": 5,
      "renderer": "rich-page"
    },
    {
      "type": 6,
      "renderer": "live-stream"
    },
    {
      "type": 7,
      "renderer": "video-playlist"
    },
    {
      "type": 8,
      "renderer": "external-link"
    },
    {
      "type": 9,
      "renderer": "rich-page"
    },
    {
      "type": 15,
      "renderer": "journey"
    },
    {
      "type": 16,
      "renderer": "stepped-journey"
    },
    {
      "type": 18,
      "renderer": "download"
    },
    {
      "type": 22,
      "renderer": "journey"
    },
    {
      "type": 23,
      "renderer": "impact-journey"
    },
    {
      "type": 25,
      "renderer": "pdf"
    },
    {
      "type": 26,
      "renderer": "scorm"
    },
    {
      "type": 27,
      "renderer": "external-link"
    }
  ]
};

const line = registrar<ContentRendererProps>().checking('item', 'content-item');

// prettier-ignore
export const contentLines: Registration<ContentRendererProps>[] = [
  line.self({ type: 1, load: () => import('../../renderers/contents/audio') }),
  line.self({ type: 2, load: () => import('../../renderers/contents/video') }),
  line.self({ type: 3, load: () => import('../../renderers/contents/article') }),
  line.self({ type: 4, load: () => import('../../renderers/contents/embedded-page') }),
  line.self({ type: 5, load: () => import('../../renderers/contents/rich-page') }),
  line.self({ type: 6, load: () => import('../../renderers/contents/live-stream') }),
  line.self({ type: 7, load: () => import('../../renderers/contents/video-playlist') }),
  line.self({ type: 8, load: () => import('../../renderers/contents/external-link') }),
  line.self({ type: 9, load: () => import('../../renderers/contents/rich-page') }),
  line.self({ type: 15, load: () => import('../../renderers/contents/journey') }),
  line.self({ type: 16, load: () => import('../../renderers/contents/stepped-journey') }),
  line.self({ type: 18, load: () => import('../../renderers/contents/download') }),
  line.self({ type: 22, load: () => import('../../renderers/contents/journey') }),
  line.self({ type: 23, load: () => import('../../renderers/contents/impact-journey') }),
  line.self({ type: 25, load: () => import('../../renderers/contents/pdf') }),
  line.self({ type: 27, load: () => import('../../renderers/contents/external-link') }),
];
