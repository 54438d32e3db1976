// /cardlist/{idBlock} (learning-area.md 2.2): one block on its own page, its title, its text and its
// cards, drawn by the block's own renderer as on the home (GET /learning/blocks/{idBlock}).
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { blockQuery } from '../../api/learning-pages';
import { NotFound } from '../../app/routes/NotFound';
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

function CardList({ idBlock }: { idBlock: number }) {
  const { data } = useSuspenseQuery(blockQuery(idBlock));
  return (
    <Refusable answer={data}>
      {(answer) => (
        <section className={css.page} data-cardlist={idBlock}>
          <PageBlocks blocks={[answer.data]} />
        </section>
      )}
    </Refusable>
  );
}
