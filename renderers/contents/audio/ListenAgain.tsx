// "Lista para ouvir novamente" (content-app.md 2.6): the other audios of the same section
// (GET /content/list/{idSection}), each opening /content/{id}?idSection={idSection}.
import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { sectionContentQuery } from '../../../src/api/content';
import { useEngine, validateItems, validValues } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { mediaMessages as text } from '../../../src/i18n/media';
import { formatDuration } from '../../../src/ui/cards/duration';
import { EmptyState } from '../../../src/ui/cards';
import { Loaded } from '../../../src/ui/loaded';
import { contentPath } from '../../../src/paths/paths';
import * as css from './styles.css';

const AUDIO = 1;

/** The section's valid audio items other than `current`, in the section's order. */
function otherAudios(items: ContentItem[], current: number): ContentItem[] {
  return items.filter((item) => item.idContentType === AUDIO && item.idContentItem !== current);
}

export function ListenAgain({ current, idSection }: { current: number; idSection: number }) {
  const titleId = useId();
  return (
    <section className={css.again} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.againTitle}>
        {text.listenAgain}
      </h2>
      <Loaded subject={text.listenAgainSubject(idSection)}>
        <SectionAudios current={current} idSection={idSection} />
      </Loaded>
    </section>
  );
}

/** The section's list, read inside <Loaded>: its valid audios other than the one playing. */
function SectionAudios({ current, idSection }: { current: number; idSection: number }) {
  const { validate } = useEngine();
  const list = useSuspenseQuery(sectionContentQuery(idSection));
  const items = otherAudios(
    validValues(validateItems<ContentItem>(validate, 'content-item', list.data.content)),
    current,
  );
  if (items.length === 0) return <EmptyState />;
  return (
    <ul className={css.againList}>
      {items.map((item) => (
        <li key={item.idContentItem} className={css.againItem}>
          {item.image ? (
            <img src={item.image} alt="" className={css.thumb} width={56} height={56} loading="lazy" />
          ) : null}
          <Link to={contentPath(item.idContentItem, idSection)} className={css.againLink}>
            {item.text}
          </Link>
          {item.duration ? <span className={css.againMeta}>{formatDuration(item.duration)}</span> : null}
        </li>
      ))}
    </ul>
  );
}
