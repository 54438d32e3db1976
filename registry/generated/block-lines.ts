// Generated from schemas/block-types.json by scripts/generate-registry.mjs (npm run schemas). Do not edit.
import { registrar, type Registration, type RuntimeCatalogue } from '../../src/engine/registry';
import type { BlockPayload } from '../../src/engine/props';

export const blockCatalogue: RuntimeCatalogue = {
  "kind": "block",
  "types": [
    {
      "type": "MasterBanner",
      "renderer": "master-banner",
      "hiddenWhenEmpty": true
    },
    {
      "type": "Carrousel",
      "renderer": "carousel",
      "hiddenWhenEmpty": true
    },
    {
      "type": "Recommendation",
      "renderer": "recommendation"
    },
    {
      "type": "EnrollmentsInProgress",
      "renderer": "enrollments-in-progress"
    },
    {
      "type": "Catalog",
      "renderer": "catalog"
    },
    {
      "type": "Grid",
      "renderer": "grid",
      "hiddenWhenEmpty": true
    },
    {
      "type": "NodeLink",
      "renderer": "node-link",
      "hiddenWhenEmpty": true
    },
    {
      "type": "Meeting",
      "renderer": "meeting"
    },
    {
      "type": "List",
      "renderer": "list",
      "hiddenWhenEmpty": true
    },
    {
      "type": "PreTest",
      "renderer": "pre-test",
      "hiddenWhenEmpty": true
    },
    {
      "type": "ListBlocks",
      "renderer": "list-blocks",
      "hiddenWhenEmpty": true
    },
    {
      "type": "TitleSection",
      "renderer": "title-section"
    },
    {
      "type": "TextSection",
      "renderer": "text-section"
    },
    {
      "type": "Upgrade",
      "renderer": "upgrade"
    },
    {
      "type": "Calendar",
      "renderer": "calendar"
    },
    {
      "type": "Campaign",
      "renderer": "campaign",
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
