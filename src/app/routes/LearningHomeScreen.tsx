// / and /home of a learning tenant (learning-area.md 2.2 and 2.3; app details learningArea): the
// home's blocks from GET /learning/nodes/{idCompany}, in order. A lazy screen: the block registry,
// the learning validators and the renderers come with it, never with the content app's first paint.
import { use, useId, useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { EngineProvider, useEngine } from '../../engine';
import { blockRegistry } from '../../../registry/blocks';
import { learningHomeQuery } from '../../api/learning';
import { messages } from '../../i18n/messages';
import { Loaded } from '../../ui/loaded';
import { useTenant } from '../../session/tenant';
import { BlockList } from '../../ui/BlockList';
import { useLearningTrail } from '../../ui/learning-trail';
import * as css from './learningHome.css';

const HOME_TRAIL: never[] = [];

export default function LearningHomeScreen() {
  const titleId = useId();
  // The footer's trail: 'Início' alone.
  useLearningTrail(HOME_TRAIL);
  const engine = useEngine();
  // The blocks' registry comes with this lazy screen, as the content page brings the viewers'.
  const withBlocks = useMemo(() => ({ ...engine, blocks: engine.blocks ?? blockRegistry() }), [engine]);
  return (
    <section aria-labelledby={titleId} data-learning-home="" className={css.home}>
      <h1 id={titleId} className="visually-hidden">
        {messages.home}
      </h1>
      <EngineProvider config={withBlocks}>
        <Loaded subject="início">
          <HomeBlocks />
        </Loaded>
      </EngineProvider>
    </section>
  );
}

function HomeBlocks() {
  const { idCompany } = useTenant();
  const { blocks } = useEngine();
  const { data } = useSuspenseQuery(learningHomeQuery(idCompany));
  // Every renderer of the home's blocks before any block shows: drawn one by one as each arrived,
  // each block grew from a line of 'Carregando...' and pushed the rest down (issue 21: a layout shift
  // of 0.76 on the home). The frame holds a screenful on the home (LearningFrame), so the footer stays out of view.
  use(renderersOf(blocks, data.blocks));
  return <BlockList blocks={data.blocks} />;
}

const loadedRenderers = new Map<string, Promise<unknown>>();

/** The modules of the blocks' renderers, loaded once per set of block types. */
function renderersOf(registry: ReturnType<typeof useEngine>['blocks'], blocks: readonly object[]) {
  const types = [...new Set(blocks.map((block) => (block as { blockType?: unknown }).blockType))]
    .filter((type): type is string => typeof type === 'string')
    .sort();
  const key = types.join(',');
  let loading = loadedRenderers.get(key);
  if (!loading) {
    // A renderer that fails to load is the block's own failure, shown in its place: never the home's.
    loading = Promise.all(
      types.map((type) =>
        registry
          ?.get(type)
          ?.load()
          .catch(() => undefined),
      ),
    );
    loadedRenderers.set(key, loading);
  }
  return loading;
}
