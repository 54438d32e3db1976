// / and /home of a learning tenant (learning-area.md 2.2 and 2.3; app details learningArea): the
// home's blocks from GET /learning/nodes/{idCompany}, in order. A lazy screen: the block registry,
// the learning validators and the renderers come with it, never with the content app's first paint.
import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EngineProvider, Loading, useEngine } from '../../engine';
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
  // Not through Suspense: React spaces a boundary's reveals 300 ms apart, and the home's answer and
  // first block are its first paint (issue 21). A failure still goes to <Loaded>'s boundary and retry.
  const { data } = useQuery({ ...learningHomeQuery(idCompany), throwOnError: true });
  // Blocks show top to bottom as their renderers arrive (BlockList): the banner first, and nothing
  // moves, since a block that arrives only adds below the others. The frame holds a screenful on the
  // home (LearningFrame), so the footer stays out of view meanwhile.
  return data ? <BlockList blocks={data.blocks} /> : <Loading />;
}
