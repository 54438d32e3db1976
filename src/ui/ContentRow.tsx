// A content item as a compact row (thumbnail, title, description, author and duration): the grid
// list's rows, the highlight list's compact part and the multi-format list. Opens
// /content/{idContentItem}?idSection={idSection} like ContentCard, whose text styles it shares.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ContentItem } from '../generated/types';
import { CardImage } from './cards/CardImage';
import { CompletedBadge } from './cards/CompletedBadge';
import { formatDuration } from './cards/duration';
import { ProgressBar } from './cards/ProgressBar';
import { toneStyle } from './cards/tone';
import * as card from './cards/ContentCard.css';
import { contentPath } from '../paths/paths';
import * as css from './ContentRow.css';
import { cardDescription } from './excerpt';

interface Props {
  item: ContentItem;
  idSection?: number;
  eager?: boolean;
  /** Shown above the title (the multi-format list's type label). */
  label?: ReactNode;
  /** Where the title leads, when not to the content page (the live list's /liveplayer/{id}). */
  to?: string;
}

export function ContentRow({ item, idSection = item.idSection, eager = false, label, to }: Props) {
  const meta = [item.author, item.duration === undefined ? undefined : formatDuration(item.duration)].filter(
    Boolean,
  );
  const progress = item.progress ?? 0;
  return (
    <article className={css.row}>
      <div className={css.thumb}>
        {item.image ? (
          <CardImage src={item.image} className={css.image} width={160} height={120} eager={eager} />
        ) : (
          <div className={css.placeholder} style={toneStyle(item.backgroundColor ?? item.color)} />
        )}
      </div>
      <div className={css.body}>
        {label || item.completed === 1 ? (
          <div className={css.aside}>
            {label}
            {item.completed === 1 ? <CompletedBadge /> : null}
          </div>
        ) : null}
        <h2 className={card.title}>
          <Link to={to ?? contentPath(item.idContentItem, idSection)} className={card.link}>
            {item.text}
          </Link>
        </h2>
        {item.description ? <p className={card.description}>{cardDescription(item.description)}</p> : null}
        {meta.length > 0 ? <p className={card.meta}>{meta.join(' · ')}</p> : null}
        {progress > 0 && progress < 100 ? <ProgressBar value={progress} /> : null}
      </div>
    </article>
  );
}
