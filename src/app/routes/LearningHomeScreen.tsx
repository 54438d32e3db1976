// / and /home of a learning tenant (learning-area.md 2.2 and 2.3; app details learningArea): the
// home's blocks from GET /learning/nodes/{idCompany}, in order. A lazy screen: the block registry,
// the learning validators and the renderers come with it, never with the content app's first paint.
import { useId, useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { EngineProvider, useEngine } from '../../engine';
import { blockRegistry } from '../../../registry/blocks';
import { learningHomeQuery } from '../../api/learning';
import { messages } from '../../i18n/messages';
import { Loaded } from '../../ui/loaded';
import { useTenant } from '../../session/tenant';
import { BlockList } from '../../ui/BlockList';
import { Loading } from '../../engine/Loading';
import * as css from './learningHome.css';

export default function LearningHomeScreen() {
  const titleId = useId();
  const engine = useEngine();
  // The blocks' registry comes with this lazy screen, as the content page brings the viewers'.
  const withBlocks = useMemo(() => ({ ...engine, blocks: engine.blocks ?? blockRegistry() }), [engine]);
  return (
    <section aria-labelledby={titleId} data-learning-home="">
      <h1 id={titleId} className="visually-hidden">
        {messages.home}
      </h1>
      <EngineProvider config={withBlocks}>
        <Loaded
          subject="início"
          placeholder={
            <div className={css.waiting}>
              <Loading />
            </div>
          }
        >
          <HomeBlocks />
        </Loaded>
      </EngineProvider>
    </section>
  );
}

function HomeBlocks() {
  const { idCompany } = useTenant();
  const { data } = useSuspenseQuery(learningHomeQuery(idCompany));
  return <BlockList blocks={data.blocks} />;
}
