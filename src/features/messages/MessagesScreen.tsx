// /messages: the notification list (content-app.md 2.6). The menu design entry titled "Notificações"
// names the section whose items are listed, drawn as its section type 32 draws them.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Loading, useEngine, validateItems } from '../../engine';
import type { ContentItem } from '../../generated/types';
import { sectionContentQuery } from '../../api/content';
import { useMenuData } from '../../app/session';
import { NO_ITEMS } from '../../app/tenant/design';
import { useSectionThemeStyle } from '../../app/routes/sectionTheme';
import * as routes from '../../app/routes/routes.css';
import { messages } from '../../i18n/messages';
import { EmptyState } from '../../ui/cards';
import { LoadFailed } from '../../ui/LoadFailed';
import { NotificationList } from '../../ui/notifications';
import { notificationsEntry } from './notificationsEntry';

export default function MessagesScreen() {
  const menuData = useMenuData();
  const { validate } = useEngine();
  const entry = notificationsEntry(menuData?.design ?? NO_ITEMS);
  const idSection = entry?.idSection ?? 0;
  const style = useSectionThemeStyle(entry?.format ?? EMPTY_FORMAT);
  const list = useQuery({ ...sectionContentQuery(idSection), enabled: idSection > 0 });
  const items = useMemo(
    () => validateItems<ContentItem>(validate, 'content-item', list.data?.content ?? NO_ITEMS),
    [validate, list.data],
  );

  let body;
  if (idSection <= 0) body = <EmptyState />;
  else if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = <LoadFailed error={list.error} retry={() => void list.refetch()} subject="notificações" />;
  else body = <NotificationList items={items} />;
  return (
    <section className={routes.section} style={style} aria-labelledby="messages-title">
      <h1 id="messages-title" className={routes.title}>
        {messages.notificationsTitle}
      </h1>
      {body}
    </section>
  );
}

const EMPTY_FORMAT = {};
