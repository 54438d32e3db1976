// Generated from schemas/content-types.json by scripts/generate-registry.mjs (npm run schemas). Do not edit.
import { registrar, type Registration, type RuntimeCatalogue } from '../../src/engine/registry';
import type { ContentRendererProps } from '../../src/engine/props';

export const contentCatalogue: RuntimeCatalogue = {
  "kind": "content",
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
      "type": 15
    },
    {
      "type": 16
    },
    {
      "type": 18
    },
    {
      "type": 22
    },
    {
      "type": 23
    },
    {
      "type": 25
    },
    {
      "type": 26
    },
    {
      "type": 27
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
