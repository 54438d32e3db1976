// Section type 52, Chat (content-app.md 2.5, 2.6 "an embedded web chat page, and a room chat with
// per-date message storage"). A section with a contentLocation embeds that web chat page in a sandboxed
// frame; any other is a room chat whose room is the section's own idSection (rooms of contents come
// from their idChatRoom and embed src/features/chat/ChatRoom directly).
import { ChatRoom } from '../../../src/features/chat';
import type { SectionRendererProps } from '../../../src/engine';
import { chatMessages } from '../../../src/i18n/chat';
import * as css from './styles.css';
import { FramedPage } from '../../../src/ui/framed-page';
import { webAddress } from '../../../src/shared-rules/web-address';

/** Only http(s) pages, relative ones resolved against the app: never javascript: or data: in a frame. */
const frameUrl = (raw: string): URL | null => webAddress(raw, window.location.href);

export default function ChatSection({ section }: SectionRendererProps<never>) {
  if (section.contentLocation) return <WebChatPage title={section.name} location={section.contentLocation} />;
  return <ChatRoom room={section.idSection} title={section.name} hideTitle />;
}

function WebChatPage({ title, location }: { title: string; location: string }) {
  const url = frameUrl(location);
  if (!url)
    return (
      <p role="alert" className={css.error}>
        {chatMessages.webChatError}
      </p>
    );
  // A chat service elsewhere keeps its own origin (its cookies) and cannot reach the app's (FramedPage).
  return <FramedPage title={title} url={url} newTabText={chatMessages.webChatNewTab} />;
}
