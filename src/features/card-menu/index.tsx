// /cardMenu/{id}: the cards under one card-menu entry (section type 33, content-app.md 2.1): the
// entry's children (GET /content/listcontentchild/{id}), each opening /content/{id}.
import { useSuspenseQueries } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { contentItemQuery } from '../../api/content';
import { contentChildrenQuery } from '../../api/content-children';
import { useMenuData } from '../../session';
import { NO_ITEMS, designFor } from '../../theme/design';
import { useSectionThemeStyle } from '../../ui/section-theme';
import * as routes from '../../ui/section-page.css';
import { ContentCardList } from '../../ui/cards';
import { ContentUnavailable, LoadedById } from '../../ui/loaded';
import * as css from './cardMenu.css';

export default function CardMenuScreen() {
  return (
    <LoadedById id={Number(useParams().id)} subject="conteúdo">
      {(id) => <CardMenu id={id} />}
    </LoadedById>
  );
}

function CardMenu({ id }: { id: number }) {
  const [parent, children] = useSuspenseQueries({
    queries: [contentItemQuery(id), contentChildrenQuery(id)],
  });
  const menuData = useMenuData();
  const style = useSectionThemeStyle(designFor(menuData?.design ?? NO_ITEMS, parent.data?.idSection));
  if (!parent.data) return <ContentUnavailable />;
  return (
    <section className={routes.section} style={style} aria-labelledby="card-menu-title">
      <h1 id="card-menu-title" className={routes.title}>
        {parent.data.text}
      </h1>
      {parent.data.description ? <p className={css.description}>{parent.data.description}</p> : null}
      <ContentCardList items={children.data} idSection={parent.data.idSection} className={css.grid} />
    </section>
  );
}
