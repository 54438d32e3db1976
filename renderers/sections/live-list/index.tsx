// Section types 5 and 11: the live list (content-app.md 2.5). Events in date order; one dated
// today (the learner's calendar day) is marked "AO VIVO", the others show their pt-BR date and time.
// A live (type 6) opens on the live player's own page, /liveplayer/{id} (content-app.md 2.1); any
// other item of the list on its content page.
import { useMemo, useState } from 'react';
import type { SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { sectionMessages } from '../../../src/i18n/sections';
import { ContentRowList } from '../../../src/ui/ContentRowList';
import { formatDate, parseDate } from '../../../src/i18n/dates';
import { byEventDate, isLiveToday } from '../../../src/ui/eventDay';
import { routes } from '../../../src/paths/paths';
import * as css from './styles.css';

function When({ initDate }: { initDate: string | undefined }) {
  // Read once when the row appears: an open list does not flip to "AO VIVO" at midnight.
  const [now] = useState(() => new Date());
  if (isLiveToday(initDate, now)) return <strong className={css.live}>{sectionMessages.live}</strong>;
  const date = parseDate(initDate);
  return date ? (
    <time dateTime={initDate} className={css.when}>
      {formatDate(date, 'longDateAtTime')}
    </time>
  ) : null;
}

const whenOf = (event: ContentItem) => <When initDate={event.initDate} />;

/** content-app.md 2.6: type 6, "Live stream". */
const LIVE_STREAM = 6;

export default function LiveList({ section, items }: SectionRendererProps<ContentItem>) {
  const events = useMemo(() => byEventDate(items), [items]);
  return (
    <ContentRowList
      items={events}
      idSection={section.idSection}
      className={css.list}
      rowLabel={whenOf}
      rowTo={(event) =>
        event.idContentType === LIVE_STREAM
          ? routes.livePlayer.to({ id: event.idContentItem }, { idSection: section.idSection })
          : undefined
      }
    />
  );
}
