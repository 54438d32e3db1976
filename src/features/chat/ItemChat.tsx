import type { ContentItem } from '../../generated/types';
import { ChatRoom, type ChatRoomProps } from './ChatRoom';

/** The chat beside a content item (article, rich page, live stream): the room of its idChatRoom, if any. */
export function ItemChat({
  item,
  className,
  ...room
}: Omit<ChatRoomProps, 'room'> & { item: Pick<ContentItem, 'idChatRoom'>; className: string }) {
  return item.idChatRoom ? (
    <div className={className}>
      <ChatRoom room={item.idChatRoom} {...room} />
    </div>
  ) : null;
}
