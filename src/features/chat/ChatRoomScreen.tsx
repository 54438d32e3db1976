// /chat/{room} (content-app.md 2.1 "Chat room"): one room chat on its own page. A chat section's room
// takes that section's name and design; any other room (a content's idChatRoom) is named by its number.
import { useParams } from 'react-router-dom';
import { useMenuData } from '../../session';
import { NO_ITEMS, designFor } from '../../theme/design';
import { useSectionThemeStyle } from '../../ui/section-theme';
import * as routes from '../../ui/section-page.css';
import { chatMessages } from '../../i18n/chat';
import { messages } from '../../i18n/messages';
import { ChatRoom } from './ChatRoom';

export default function ChatRoomScreen() {
  const room = Number(useParams().room);
  const valid = Number.isInteger(room) && room > 0;
  const menuData = useMenuData();
  const section = menuData?.menu.find((entry) => entry.idSectionType === 52 && entry.idSection === room);
  const style = useSectionThemeStyle(designFor(menuData?.design ?? NO_ITEMS, section?.idSection));
  if (!valid) return <p role="status">{messages.contentUnavailable}</p>;
  const title = section?.name ?? chatMessages.roomTitle(room);
  return (
    <section className={routes.section} style={style} aria-labelledby="chat-room-title">
      <h1 id="chat-room-title" className={routes.title}>
        {title}
      </h1>
      <ChatRoom room={room} title={title} hideTitle />
    </section>
  );
}
