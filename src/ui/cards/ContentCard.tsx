// The card of a content item, shared by every content list (grid, single-line row...).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ContentItem } from '../../generated/types';
import { contentPath } from '../slug';
import { CardImage } from './CardImage';
import { CompletedBadge } from './CompletedBadge';
import { formatDuration } from './duration';
import { ProgressBar } from './ProgressBar';
import { toneStyle } from './tone';
import * as css from './ContentCard.css';

interface Props {
  item: ContentItem;
  /** The section the list belongs to; carried in the link so the content page knows its section. */
  idSection?: number;
  eager?: boolean;
  /** Drawn over the image (the players' play affordance). */
  overlay?: ReactNode;
  /** Where the card leads; by default the content page (the card menu opens /cardMenu/{id}). */
  to?: string;
  /** Replace the list's history entry instead of pushing one (the paged list's content type 4). */
  replace?: boolean;
  /** Same size and text, without the image and the link: drawn while a long list flies by. */
  sketch?: boolean;
}

export function ContentCard({
  item,
  idSection = item.idSection,
  eager = false,
  overlay,
  to,
  replace = false,
  sketch = false,
}: Props) {
  const meta = [item.author, item.duration === undefined ? undefined : formatDuration(item.duration)].filter(
    Boolean,
  );
  const progress = item.progress ?? 0;
  return (
    <article className={css.card}>
      <div className={css.media}>
        {item.image && !sketch ? (
          <CardImage src={item.image} className={css.image} width={320} height={180} eager={eager} />
        ) : (
          <div className={css.placeholder} style={toneStyle(item.backgroundColor ?? item.color)} />
        )}
        {item.completed === 1 ? <CompletedBadge className={css.badge} /> : null}
        {overlay}
      </div>
      <div className={css.body}>
        <h2 className={css.title}>
          {sketch ? (
            item.text
          ) : (
            <Link
              to={to ?? contentPath(item.idContentItem, idSection)}
              replace={replace}
              className={css.link}
            >
              {item.text}
            </Link>
          )}
        </h2>
        {item.description ? <p className={css.description}>{item.description}</p> : null}
        {meta.length > 0 ? <p className={css.meta}>{meta.join(' · ')}</p> : null}
        {progress > 0 && progress < 100 ? <ProgressBar value={progress} /> : null}
      </div>
    </article>
  );
}
