// Generated from schemas/block-types.json by scripts/generate-registry.mjs (npm run schemas). Do not edit.
import { registrar, type Registration, type RuntimeCatalogue } from '../../src/engine/registry';
import type { BlockPayload } from '../../src/engine/props';

export const blockCatalogue: RuntimeCatalogue = {
  "kind": "block",
  "types": [
    {
      "type": "MasterBanner",
      "hiddenWhenEmpty": true
    },
    {
      "type": "Carrousel",
      "hiddenWhenEmpty": true
    },
    {
      "type": "Recommendation"
    },
    {
      "type": "EnrollmentsInProgress"
    },
    {
      "type": "Catalog"
    },
    {
      "type": "Grid",
      "hiddenWhenEmpty": true
    },
    {
      "type": "NodeLink",
      "hiddenWhenEmpty": true
    },
    {
      "type": "Meeting"
    },
    {
      "type": "List",
      "hiddenWhenEmpty": true
    },
    {
      "type": "PreTest",
      "hiddenWhenEmpty": true
    },
    {
      "type": "ListBlocks",
      "hiddenWhenEmpty": true
    },
    {
      "type": "TitleSection"
    },
    {
      "type": "TextSection"
    },
    {
      "type": "Upgrade"
    },
    {
      "type": "Calendar"
    },
    {
      "type": "Campaign",
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
