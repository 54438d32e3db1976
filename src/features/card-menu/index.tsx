// /cardMenu/{id}: the cards under one card-menu entry (section type 33, content-app.md 2.1): the
// entry's children (GET /content/listcontentchild/{id}), each opening /content/{id}.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Loading } from '../../engine';
import { contentItemQuery } from '../../api/content';
import { contentChildrenQuery } from '../../api/content-children';
import { useMenuData } from '../../app/session';
import { NO_ITEMS, designFor } from '../../app/tenant/design';
import { useSectionThemeStyle } from '../../app/routes/sectionTheme';
import * as routes from '../../app/routes/routes.css';
import { messages } from '../../i18n/messages';
import { ContentCardList } from '../../ui/cards';
import { LoadFailed } from '../../ui/LoadFailed';
import * as css from './cardMenu.css';

export default function CardMenuScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const parent = useQuery({ ...contentItemQuery(id), enabled: valid });
  const children = useQuery({ ...contentChildrenQuery(id), enabled: valid });
  const menuData = useMenuData();
  const style = useSectionThemeStyle(designFor(menuData?.design ?? NO_ITEMS, parent.data?.idSection));

  if (!valid) return <p role="status">{messages.contentUnavailable}</p>;
  if (parent.isPending || children.isPending) return <Loading />;
  if (parent.isError)
    return <LoadFailed error={parent.error} retry={() => void parent.refetch()} subject={`conteúdo ${id}`} />;
  if (children.isError)
    return (
      <LoadFailed error={children.error} retry={() => void children.refetch()} subject={`conteúdo ${id}`} />
    );
  if (!parent.data) return <p role="status">{messages.contentUnavailable}</p>;
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
