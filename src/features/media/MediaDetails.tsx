// Under a player: the author and duration, then the item's description and its rich text, both from
// the server and so both through SafeHtml.
import type { ContentItem } from '../../generated/types';
import { formatDuration } from '../../ui/cards/duration';
import { SafeHtml } from '../../ui/safe-html';
import * as css from './details.css';

export function MediaDetails({ item }: { item: ContentItem }) {
  const meta = [item.author, item.duration ? formatDuration(item.duration) : undefined].filter(Boolean);
  return (
    <>
      {meta.length > 0 ? <p className={css.meta}>{meta.join(' · ')}</p> : null}
      {item.description ? <SafeHtml html={item.description} className={css.description} /> : null}
      {item.content ? <SafeHtml html={item.content} className={css.content} /> : null}
    </>
  );
}
