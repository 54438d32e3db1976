// Section type 19: the playlist (content-app.md 2.5). A numbered list of videos (content types 2
// and 7) with their durations, at most 50 (content-app.md 9); the first is selected and shown
// above the list with a link to watch it; picking another in the list selects that one.
// Empty: "Não há vídeos disponíveis nesta lista" (content-app.md 8).
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ItemSlot, type SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { sectionMessages } from '../../../src/i18n/sections';
import { EmptyState } from '../../../src/ui/cards';
import { CardImage, EAGER_COUNT } from '../../../src/ui/cards/CardImage';
import { formatDuration } from '../../../src/ui/cards/duration';
import { contentPath } from '../../../src/paths/paths';
import * as css from './styles.css';

/** content-app.md 9: "Playlist max 50 items". */
const PLAYLIST_MAX = 50;

const durationOf = (video: ContentItem) =>
  video.duration === undefined ? undefined : formatDuration(video.duration);

function SelectedVideo({ video, idSection }: { video: ContentItem; idSection: number }) {
  const meta = [video.author, durationOf(video)].filter(Boolean);
  return (
    <article className={css.selected}>
      <div className={css.poster}>
        {video.image ? (
          <CardImage src={video.image} className={css.image} width={640} height={360} eager />
        ) : null}
      </div>
      <div className={css.details}>
        <h2 className={css.title}>{video.text}</h2>
        {video.description ? <p className={css.description}>{video.description}</p> : null}
        {meta.length > 0 ? <p className={css.meta}>{meta.join(' · ')}</p> : null}
        <Link
          to={contentPath(video.idContentItem, idSection)}
          className={css.watch}
          aria-label={`${sectionMessages.watch}: ${video.text}`}
        >
          {sectionMessages.watch}
        </Link>
      </div>
    </article>
  );
}

export default function Playlist({ section, items }: SectionRendererProps<ContentItem>) {
  const videos = items.slice(0, PLAYLIST_MAX);
  const [chosen, setChosen] = useState<number>();
  const panel = useRef<HTMLDivElement>(null);
  if (videos.length === 0) return <EmptyState text={sectionMessages.noVideos} />;
  const selected =
    videos.find((video) => video.ok && video.index === chosen) ?? videos.find((video) => video.ok);

  const select = (index: number) => {
    setChosen(index);
    // On a phone the selected video sits above the list, maybe out of sight.
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <div className={css.layout}>
      <div ref={panel} className={css.panel}>
        {selected?.ok ? <SelectedVideo video={selected.value} idSection={section.idSection} /> : null}
      </div>
      <ol className={css.list} aria-label={sectionMessages.playlistVideos}>
        {videos.map((video, position) => (
          <li key={video.index}>
            <ItemSlot item={video}>
              {(value) => (
                <button
                  type="button"
                  className={css.entry}
                  aria-current={video === selected ? 'true' : undefined}
                  onClick={() => select(video.index)}
                >
                  <span className={css.number} aria-hidden="true">
                    {position + 1}
                  </span>
                  <span className={css.thumb}>
                    {value.image ? (
                      <CardImage
                        src={value.image}
                        className={css.image}
                        width={160}
                        height={90}
                        eager={position < EAGER_COUNT}
                      />
                    ) : null}
                  </span>
                  <span className={css.entryText}>
                    <span className={css.entryTitle}>{value.text}</span>
                    {durationOf(value) ? <span className={css.meta}>{durationOf(value)}</span> : null}
                  </span>
                </button>
              )}
            </ItemSlot>
          </li>
        ))}
      </ol>
    </div>
  );
}
