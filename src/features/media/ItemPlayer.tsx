// The player of a media item's own page (audio, video): the item's media, else its content location;
// an item that names neither says the content is unavailable.
import type { ContentItem } from '../../generated/types';
import { messages } from '../../i18n/messages';
import { MediaPlayer, type MediaPlayerProps } from './MediaPlayer';

/** What a media item plays: its media location, else its content location. */
export const mediaSource = (item: ContentItem) => item.mediaLocation || item.contentLocation;

export function ItemPlayer(props: Omit<MediaPlayerProps, 'src'>) {
  const src = mediaSource(props.item);
  return src ? (
    <MediaPlayer key={props.item.idContentItem} {...props} src={src} />
  ) : (
    <p role="status">{messages.contentUnavailable}</p>
  );
}
