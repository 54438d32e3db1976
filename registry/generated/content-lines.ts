// Generated from schemas/content-types.json by scripts/generate-registry.mjs (npm run schemas). Do not edit.
import { registrar, type Catalogue, type Registration } from '../../src/engine/registry';
import type { ContentRendererProps } from '../../src/engine/props';

export const contentCatalogue: Catalogue = {
  "kind": "content",
  "types": [
    {
      "type": 1,
      "name": "Áudio",
      "renderer": "audio",
      "spec": "content-app.md 2.6"
    },
    {
      "type": 2,
      "name": "Vídeo",
      "renderer": "video",
      "spec": "content-app.md 2.6"
    },
    {
      "type": 3,
      "name": "Post / artigo com chat",
      "renderer": "article",
      "spec": "content-app.md 2.6"
    },
    {
      "type": 4,
      "name": "Conteúdo (página incorporada)",
      "renderer": "embedded-page",
      "spec": "content-app.md 2.6"
    },
    {
      "type": 5,
      "name": "Artigo (HTML com avaliação e chat)",
      "renderer": "rich-page",
      "spec": "content-app.md 2.6"
    },
    {
      "type": 6,
      "name": "Schedule (transmissão ao vivo)",
      "renderer": "live-stream",
      "spec": "content-app.md 2.6"
    },
    {
      "type": 7,
      "name": "Youtube (playlist de vídeos)",
      "renderer": "video-playlist",
      "spec": "content-app.md 2.6"
    },
    {
      "type": 8,
      "name": "Meeting (link externo)",
      "renderer": "external-link",
      "spec": "content-app.md 2.6"
    },
    {
      "type": 9,
      "name": "Livre",
      "renderer": "rich-page",
      "spec": "content-app.md 3"
    },
    {
      "type": 15,
      "name": "Jornada",
      "renderer": "journey",
      "spec": "content-app.md 2.6"
    },
    {
      "type": 16,
      "name": "Jornada em etapas",
      "renderer": "stepped-journey",
      "spec": "content-app.md 2.6"
    },
    {
      "type": 18,
      "name": "Arquivo",
      "renderer": "download",
      "spec": "content-app.md 2.6"
    },
    {
      "type": 22,
      "name": "Jornada",
      "renderer": "journey",
      "spec": "content-app.md 2.6"
    },
    {
      "type": 23,
      "name": "Jornada de impacto",
      "renderer": "impact-journey",
      "spec": "content-app.md 2.6"
    },
    {
      "type": 25,
      "name": "PDF",
      "renderer": "pdf",
      "spec": "content-app.md 2.6"
    },
    {
      "type": 26,
      "name": "Conteúdo (curso SCORM)",
      "renderer": "scorm",
      "spec": "learning-area.md 2.4"
    },
    {
      "type": 27,
      "name": "Link",
      "renderer": "external-link",
      "spec": "learning-area.md 2.4"
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
