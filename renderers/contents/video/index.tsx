// Content type 2, Vídeo (content-app.md 2.6): the video with the browser's controls (HLS and DASH
// through shaka-player, files directly), its poster from the item's image, the resume question and
// the position reports of content-app.md 4, then the author and description.
import type { ContentRendererProps } from '../../../src/engine';
import { MediaDetails, MediaPlayer } from '../../../src/features/media';
import { mediaMessages as text } from '../../../src/i18n/media';
import { messages } from '../../../src/i18n/messages';
import * as css from './styles.css';

export default function VideoViewer({ item, idSection }: ContentRendererProps) {
  const src = item.mediaLocation || item.contentLocation;
  return (
    <div className={css.viewer} data-content-type="2">
      {src ? (
        <MediaPlayer
          key={item.idContentItem}
          item={item}
          idSection={idSection}
          kind="video"
          src={src}
          label={text.videoOf(item.text)}
          poster={item.image}
        />
      ) : (
        <p role="status">{messages.contentUnavailable}</p>
      )}
      <MediaDetails item={item} />
    </div>
  );
}
