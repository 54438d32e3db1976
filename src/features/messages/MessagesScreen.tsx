// /messages: the notification list (content-app.md 2.6). The menu design entry titled "Notificações"
// names the section whose items are listed, drawn as its section type 32 draws them.
import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEngine, validateItems } from '../../engine';
import type { ContentItem } from '../../generated/types';
import { sectionContentQuery } from '../../api/content';
import { useMenuData } from '../../session';
import { NO_ITEMS } from '../../theme/design';
import { useSectionThemeStyle } from '../../ui/section-theme';
import * as routes from '../../ui/section-page.css';
import { sectionMessages } from '../../i18n/sections';
import { EmptyState } from '../../ui/cards';
import { Loaded } from '../../ui/loaded';
import { NotificationList } from '../../ui/notifications';
import { notificationsEntry } from './notificationsEntry';

export default function MessagesScreen() {
  const menuData = useMenuData();
  const entry = notificationsEntry(menuData?.design ?? NO_ITEMS);
  const idSection = entry?.idSection ?? 0;
  const style = useSectionThemeStyle(entry?.format ?? EMPTY_FORMAT);
  return (
    <section className={routes.section} style={style} aria-labelledby="messages-title">
      <h1 id="messages-title" className={routes.title}>
        {sectionMessages.notificationsTitle}
      </h1>
      {idSection > 0 ? (
        <Loaded subject="notificações">
          <Notifications idSection={idSection} />
        </Loaded>
      ) : (
        <EmptyState />
      )}
    </section>
  );
}

/** The notification section's items, checked as its section type checks them. */
function Notifications({ idSection }: { idSection: number }) {
  const { validate } = useEngine();
  const list = useSuspenseQuery(sectionContentQuery(idSection));
  const items = useMemo(
    () => validateItems<ContentItem>(validate, 'content-item', list.data.content),
    [validate, list.data],
  );
  return <NotificationList items={items} />;
}

const EMPTY_FORMAT = {};
