// /cardlist/{idBlock} (learning-area.md 2.2): one block on its own page, its title, its text and its
// cards, drawn by the block's own renderer as on the home (GET /learning/blocks/{idBlock}).
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { blockQuery } from '../../api/learning-pages';
import { NameLearningTrail } from '../../ui/learning-trail';
import { BlockTitleLevel } from '../../ui/learning-card';
import { cardListPath } from '../../paths/learning-paths';
import { NotFound } from '../../ui/NotFound';
import { learningPageMessages as text } from '../../i18n/learning-pages';
import { Loaded } from '../../ui/loaded';
import { PageBlocks } from './NodePage';
import { Refusable } from './Refusable';
import * as css from './learning-pages.css';

export default function CardListScreen() {
  const idBlock = Number(useParams().idBlock);
  if (!Number.isInteger(idBlock) || idBlock < 1) return <NotFound />;
  return (
    <Loaded subject={`${text.cardListSubject} ${idBlock}`}>
      <CardList idBlock={idBlock} />
    </Loaded>
  );
}

/** The block's title for the footer's trail (the block is checked against block.json only when drawn). */
function blockTitle(block: { title?: unknown }, idBlock: number): string {
  return typeof block.title === 'string' && block.title.trim()
    ? block.title
    : `${text.cardListSubject} ${idBlock}`;
}

function CardList({ idBlock }: { idBlock: number }) {
  const { data } = useSuspenseQuery(blockQuery(idBlock));
  return (
    <Refusable answer={data}>
      {(answer) => (
        <section className={css.page} data-cardlist={idBlock}>
          <NameLearningTrail
            crumbs={[{ label: blockTitle(answer.data, idBlock), to: cardListPath(idBlock) }]}
          />
          {/* The block is the page: its title is the page's h1. */}
          <BlockTitleLevel.Provider value={1}>
            <PageBlocks blocks={[answer.data]} />
          </BlockTitleLevel.Provider>
        </section>
      )}
    </Refusable>
  );
}
