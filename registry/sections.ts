// Section types (content-app.md 2.5): one line per renderer. Adding a section type = one renderer
// folder + one line here + its entry in schemas/section-types.json.
import type { Registration, SectionRendererProps } from '../src/engine';

export const sectionRegistrations: Registration<SectionRendererProps<never>>[] = [
  {
    type: 1,
    itemSchema: 'menu-option',
    source: 'menu-options',
    load: () => import('../renderers/sections/menu-map'),
  },
  {
    type: 2,
    itemSchema: 'content-item',
    source: 'content-list',
    load: () => import('../renderers/sections/card-grid'),
  },
  {
    type: 8,
    itemSchema: 'content-item',
    source: 'content-list',
    load: () => import('../renderers/sections/card-row'),
  },
];
