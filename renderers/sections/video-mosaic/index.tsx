// Section type 4: the video mosaic (content-app.md 2.5). Sized like the mosaic; an item with a
// video url (videoUrl: an .mp4/.webm file) plays inline in its tile, with a caption linking to its
// content page; the other items are plain tiles. A video that cannot play says so in its tile, with
// "Tentar novamente" (the viewers' own failure, src/features/media).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { PlaybackFailure, usePlaybackFailure } from '../../../src/ui/playback';
import { sectionMessages } from '../../../src/i18n/sections';
import { ContentTile } from '../../../src/ui/ContentTile';
import { videoUrl } from '../../../src/ui/media';
import { MosaicGrid } from '../../../src/ui/MosaicGrid';
import { contentPath } from '../../../src/paths/paths';
import * as css from './styles.css';

export default function VideoMosaic({ section, items }: SectionRendererProps<ContentItem>) {
  return (
    <MosaicGrid items={items}>
      {(item, position) => {
        const src = videoUrl(item);
        return src ? (
          <VideoTile item={item} src={src} idSection={section.idSection} />
        ) : (
          <ContentTile item={item} idSection={section.idSection} position={position} />
        );
      }}
    </MosaicGrid>
  );
}

function VideoTile({ item, src, idSection }: { item: ContentItem; src: string; idSection: number }) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const { failed, retry } = usePlaybackFailure(video);
  return (
    <figure className={css.tile}>
      {/* preload="none": nothing is fetched until the learner presses play (data plans, LCP).
          muted + playsInline: it plays in the tile, also on iOS. The catalogue's videos carry no
          caption track; the content page's player is the full experience. */}
      <video
        ref={setVideo}
        className={css.video}
        src={src}
        poster={item.image}
        controls
        muted
        playsInline
        preload="none"
        aria-label={item.text}
        hidden={failed}
      >
        {sectionMessages.videoUnsupported}
      </video>
      {failed ? <PlaybackFailure kind="video" onRetry={retry} className={css.failure} /> : null}
      <figcaption className={css.caption}>
        <Link to={contentPath(item.idContentItem, idSection)} className={css.link}>
          {item.text}
        </Link>
      </figcaption>
    </figure>
  );
}
