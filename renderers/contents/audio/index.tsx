// Content type 1, Áudio (content-app.md 2.6): the item's image, the player (resume question and
// position reports of content-app.md 4), author and description, then the list to listen again:
// the section's other audios.
import type { ContentRendererProps } from '../../../src/engine';
import { ItemPlayer, MediaDetails } from '../../../src/features/media';
import { mediaMessages as text } from '../../../src/i18n/media';
import { ListenAgain } from './ListenAgain';
import * as css from './styles.css';

export default function AudioViewer({ item, idSection }: ContentRendererProps) {
  const listSection = idSection ?? item.idSection;
  return (
    <div className={css.viewer} data-content-type="1">
      <div className={css.player}>
        {item.image ? <img src={item.image} alt="" className={css.cover} width={240} height={240} /> : null}
        <div className={css.controls}>
          <ItemPlayer item={item} idSection={idSection} kind="audio" label={text.audioOf(item.text)} />
          <MediaDetails item={item} />
        </div>
      </div>
      {listSection ? <ListenAgain current={item.idContentItem} idSection={listSection} /> : null}
    </div>
  );
}
