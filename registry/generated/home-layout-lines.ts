// Generated from schemas/home-layout-types.json by scripts/generate-registry.mjs (npm run schemas). Do not edit.
import { registrar, type Catalogue, type Registration } from '../../src/engine/registry';
import type { SectionPayload } from '../../src/engine/props';

export const homeLayoutCatalogue: Catalogue = {
  "kind": "home-layout",
  "types": [
    {
      "type": "row",
      "name": "Linhas",
      "renderer": "row",
      "spec": "content-app.md 2.1"
    },
    {
      "type": "mosaic",
      "name": "Mosaico",
      "renderer": "mosaic",
      "spec": "content-app.md 2.1, 2.5"
    },
    {
      "type": "fullscreen",
      "name": "Tela cheia",
      "renderer": "fullscreen",
      "spec": "content-app.md 2.1"
    },
    {
      "type": "carousel",
      "name": "Carrossel",
      "renderer": "carousel",
      "spec": "content-app.md 2.1, 9"
    }
  ]
};

const line = registrar<SectionPayload>().checking('format', 'design-format');

// prettier-ignore
export const homeLayoutLines: Registration<SectionPayload>[] = [
  line.list({ type: 'row', from: 'menu-options', itemSchema: 'menu-option', load: () => import('../../renderers/home-layouts/row') }),
  line.list({ type: 'mosaic', from: 'menu-options', itemSchema: 'menu-option', load: () => import('../../renderers/home-layouts/mosaic') }),
  line.list({ type: 'fullscreen', from: 'menu-options', itemSchema: 'menu-option', load: () => import('../../renderers/home-layouts/fullscreen') }),
  line.list({ type: 'carousel', from: 'menu-options', itemSchema: 'menu-option', load: () => import('../../renderers/home-layouts/carousel') }),
];
