// The card of a content item, shared by every content list (grid, single-line row...).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ContentItem } from '../../generated/types';
import { contentPath } from '../../paths/paths';
import { CardImage } from './CardImage';
import { CompletedBadge } from './CompletedBadge';
import { cx } from './cx';
import { formatDuration } from './duration';
import { ProgressBar } from './ProgressBar';
import { cardDescription } from '../excerpt';
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
  /**
   * As tall as every other uniform card, whatever its text (a virtual grid measures one card for all
   * its rows): two lines of title, two of description and one of details, kept even when empty, and
   * the progress bar laid over the image.
   */
  uniform?: boolean;
}

export function ContentCard({
  item,
  idSection = item.idSection,
  eager = false,
  overlay,
  to,
  replace = false,
  uniform = false,
}: Props) {
  const meta = [item.author, item.duration === undefined ? undefined : formatDuration(item.duration)].filter(
    Boolean,
  );
  const progress = item.progress ?? 0;
  const progressBar = progress > 0 && progress < 100 ? <ProgressBar value={progress} /> : null;
  return (
    <article className={cx(css.card, uniform && css.uniform.card)}>
      <div className={css.media}>
        {item.image ? (
          <CardImage src={item.image} className={css.image} width={320} height={180} eager={eager} />
        ) : (
          <div className={css.placeholder} style={toneStyle(item.backgroundColor ?? item.color)} />
        )}
        {item.completed === 1 ? <CompletedBadge className={css.badge} /> : null}
        {overlay}
        {uniform && progressBar ? <div className={css.mediaProgress}>{progressBar}</div> : null}
      </div>
      <div className={cx(css.body, uniform && css.uniform.body)}>
        <h2 className={cx(css.title, uniform && css.uniform.title)}>
          <Link to={to ?? contentPath(item.idContentItem, idSection)} replace={replace} className={css.link}>
            {item.text}
          </Link>
        </h2>
        {item.description || uniform ? (
          <p className={cx(css.description, uniform && css.uniform.description)}>
            {cardDescription(item.description ?? '')}
          </p>
        ) : null}
        {meta.length > 0 || uniform ? (
          <p className={cx(css.meta, uniform && css.uniform.meta)}>{meta.join(' · ')}</p>
        ) : null}
        {uniform ? null : progressBar}
      </div>
    </article>
  );
}
