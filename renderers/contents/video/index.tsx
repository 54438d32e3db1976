// Content type 2, Vídeo (content-app.md 2.6): the video with the browser's controls (HLS and DASH
// through shaka-player, files directly), its poster from the item's image, the resume question and
// the position reports of content-app.md 4, then the author and description.
import type { ContentRendererProps } from '../../../src/engine';
import { ItemPlayer, MediaDetails } from '../../../src/features/media';
import { mediaMessages as text } from '../../../src/i18n/media';
import * as css from './styles.css';

export default function VideoViewer({ item, idSection }: ContentRendererProps) {
  return (
    <div className={css.viewer} data-content-type="2">
      <ItemPlayer
        item={item}
        idSection={idSection}
        kind="video"
        label={text.videoOf(item.text)}
        poster={item.image}
      />
      <MediaDetails item={item} />
    </div>
  );
}
