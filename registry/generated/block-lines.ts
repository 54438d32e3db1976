// Generated from schemas/block-types.json by scripts/generate-registry.mjs (npm run schemas). Do not edit.
import { registrar, type Catalogue, type Registration } from '../../src/engine/registry';
import type { BlockPayload } from '../../src/engine/props';

export const blockCatalogue: Catalogue = {
  "kind": "block",
  "types": [
    {
      "type": "MasterBanner",
      "name": "Banner principal",
      "renderer": "master-banner",
      "spec": "learning-area.md 2.3",
      "hiddenWhenEmpty": true
    },
    {
      "type": "Carrousel",
      "name": "Carrossel de cards",
      "renderer": "carousel",
      "spec": "learning-area.md 2.3",
      "hiddenWhenEmpty": true
    },
    {
      "type": "Recommendation",
      "name": "Recomendações",
      "renderer": "recommendation",
      "spec": "learning-area.md 2.3"
    },
    {
      "type": "EnrollmentsInProgress",
      "name": "Matrículas em andamento",
      "renderer": "enrollments-in-progress",
      "spec": "learning-area.md 2.3"
    },
    {
      "type": "Catalog",
      "name": "Catálogo",
      "renderer": "catalog",
      "spec": "learning-area.md 2.3"
    },
    {
      "type": "Grid",
      "name": "Grade",
      "renderer": "grid",
      "spec": "learning-area.md 2.3",
      "hiddenWhenEmpty": true
    },
    {
      "type": "NodeLink",
      "name": "Link para página",
      "renderer": "node-link",
      "spec": "learning-area.md 2.3",
      "hiddenWhenEmpty": true
    },
    {
      "type": "Meeting",
      "name": "Encontros",
      "renderer": "meeting",
      "spec": "learning-area.md 2.3"
    },
    {
      "type": "List",
      "name": "Lista (com banner opcional)",
      "renderer": "list",
      "spec": "learning-area.md 2.3",
      "hiddenWhenEmpty": true
    },
    {
      "type": "PreTest",
      "name": "Pré-teste",
      "renderer": "pre-test",
      "spec": "learning-area.md 2.3",
      "hiddenWhenEmpty": true
    },
    {
      "type": "ListBlocks",
      "name": "Lista de blocos",
      "renderer": "list-blocks",
      "spec": "learning-area.md 2.3",
      "hiddenWhenEmpty": true
    },
    {
      "type": "TitleSection",
      "name": "Título",
      "renderer": "title-section",
      "spec": "learning-area.md 2.3"
    },
    {
      "type": "TextSection",
      "name": "Texto",
      "renderer": "text-section",
      "spec": "learning-area.md 2.3"
    },
    {
      "type": "Upgrade",
      "name": "Upgrade de plano",
      "renderer": "upgrade",
      "spec": "learning-area.md 2.3"
    },
    {
      "type": "Calendar",
      "name": "Agenda",
      "renderer": "calendar",
      "spec": "learning-area.md 2.3"
    },
    {
      "type": "Campaign",
      "name": "Campanha",
      "renderer": "campaign",
      "spec": "learning-area.md 2.3",
      "hiddenWhenEmpty": true
    }
  ]
};

const line = registrar<BlockPayload>().checking('parameters', 'block-parameters');

// prettier-ignore
export const blockLines: Registration<BlockPayload>[] = [
  line.list({ type: 'MasterBanner', from: 'elements', itemSchema: 'element', payloadSchema: 'block-parameters/master-banner', load: () => import('../../renderers/blocks/master-banner') }),
  line.list({ type: 'Carrousel', from: 'elements', itemSchema: 'element', load: () => import('../../renderers/blocks/carousel') }),
  line.self({ type: 'Recommendation', load: () => import('../../renderers/blocks/recommendation') }),
  line.self({ type: 'EnrollmentsInProgress', load: () => import('../../renderers/blocks/enrollments-in-progress') }),
  line.self({ type: 'Catalog', payloadSchema: 'block-parameters/catalog', load: () => import('../../renderers/blocks/catalog') }),
  line.list({ type: 'Grid', from: 'elements', itemSchema: 'element', load: () => import('../../renderers/blocks/grid') }),
  line.list({ type: 'NodeLink', from: 'elements', itemSchema: 'element', load: () => import('../../renderers/blocks/node-link') }),
  line.self({ type: 'Meeting', load: () => import('../../renderers/blocks/meeting') }),
  line.list({ type: 'List', from: 'elements', itemSchema: 'element', load: () => import('../../renderers/blocks/list') }),
  line.list({ type: 'PreTest', from: 'elements', itemSchema: 'element', load: () => import('../../renderers/blocks/pre-test') }),
  line.list({ type: 'ListBlocks', from: 'elements', itemSchema: 'element', load: () => import('../../renderers/blocks/list-blocks') }),
  line.self({ type: 'TitleSection', load: () => import('../../renderers/blocks/title-section') }),
  line.self({ type: 'TextSection', load: () => import('../../renderers/blocks/text-section') }),
  line.self({ type: 'Upgrade', load: () => import('../../renderers/blocks/upgrade') }),
  line.self({ type: 'Calendar', load: () => import('../../renderers/blocks/calendar') }),
  line.list({ type: 'Campaign', from: 'elements', itemSchema: 'element', payloadSchema: 'block-parameters/campaign', load: () => import('../../renderers/blocks/campaign') }),
];
