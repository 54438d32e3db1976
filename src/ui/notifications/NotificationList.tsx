// The notification list (content-app.md 2.6): date ("Hoje" today), text and description of each item,
// each opening /messages/{id}. Shared by the notifications section (type 32) and /messages.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ContentItem } from '../../generated/types';
import type { ItemResult } from '../../engine';
import { SlotList } from '../cards/SlotList';
import { messagePath } from '../../paths/paths';
import { dateLabel } from './dateLabel';
import { cardDescription } from '../excerpt';
import * as css from './NotificationList.css';

export function NotificationList({ items }: { items: ItemResult<ContentItem>[] }) {
  // One "today" per mounted list, so a re-render does not flip a label at midnight mid-read.
  const [now] = useState(() => new Date());
  return (
    <SlotList items={items} className={css.list}>
      {(value) => <Notification item={value} now={now} />}
    </SlotList>
  );
}

function Notification({ item, now }: { item: ContentItem; now: Date }) {
  const label = dateLabel(item.initDate, now);
  return (
    <article className={css.row}>
      {label ? (
        <p className={css.date}>
          <time dateTime={item.initDate}>{label}</time>
        </p>
      ) : null}
      <h2 className={css.title}>
        <Link to={messagePath(item.idContentItem)} className={css.link}>
          {item.text}
        </Link>
      </h2>
      {item.description ? <p className={css.description}>{cardDescription(item.description)}</p> : null}
    </article>
  );
}
