// Generated from schemas/home-layout-types.json by scripts/generate-registry.mjs (npm run schemas). Do not edit.
import { registrar, type Registration, type RuntimeCatalogue } from '../../src/engine/registry';
import type { SectionPayload } from '../../src/engine/props';

export const homeLayoutCatalogue: RuntimeCatalogue = {
  "kind": "home-layout",
  "types": [
    {
      "type": "row"
    },
    {
      "type": "mosaic"
    },
    {
      "type": "fullscreen"
    },
    {
      "type": "carousel"
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
