import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoSession, withApi, withRealtime, withSession } from '../../../.storybook/providers';
import part from '../../../fixtures/aurora/parts/chat.json';
import { ChatRoom } from '../../../src/features/chat';
import { momentDay } from '../../../src/shared-rules/chat-moment';
import type { ChatMessage, MenuSection } from '../../../src/generated/types';
import { never, serverError } from '../../../tests/setup/fake-api';
import ChatSection from './index';

const roomSection = part.menu.find((entry) => !entry.contentLocation) as MenuSection;
const webChatSection = part.menu.find((entry) => entry.contentLocation) as MenuSection;
const seeded = (part.chatRooms.find((entry) => entry.room === roomSection.idSection)?.messages ??
  []) as ChatMessage[];

/** The fixture's messages per day, as GET /chat/loadroom answers them. */
const days = seeded.reduce<{ date: string; messages: ChatMessage[] }[]>((list, message) => {
  const date = momentDay(message.moment) ?? '';
  const last = list.at(-1);
  if (last?.date === date) last.messages.push(message);
  else list.push({ date, messages: [message] });
  return list;
}, []);

const answering = (data: unknown[]) => withApi(() => ({ success: true, data }));

const meta = {
  title: 'Sections/Chat (type 52)',
  component: ChatSection,
  args: { section: roomSection, format: {}, items: [] },
  // Outermost last: the session and the realtime fake around the fake API.
  decorators: [withRealtime(), withSession(demoSession())],
} satisfies Meta<typeof ChatSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ana's own messages on the right, the others' on the left, under their days. */
export const Default: Story = { decorators: [answering(days)] };
export const Empty: Story = { decorators: [answering([])] };
export const Loading: Story = { decorators: [withApi(never)] };
/** "Houve algum erro durante o carregamento das informações". */
export const LoadError: Story = {
  decorators: [withApi(serverError)],
};
/** The connection dropped: the history stays, the state is said. */
export const Reconnecting: Story = { decorators: [answering(days), withRealtime('reconnecting')] };
/** A section with a contentLocation: the web chat page in a sandboxed frame. */
export const WebChatPage: Story = { args: { section: webChatSection } };
/** The panel the live viewer embeds, collapsed until opened. */
export const CollapsedPanel: Story = {
  decorators: [answering(days)],
  render: () => <ChatRoom room={roomSection.idSection} title="Bate-papo" panel="collapsed" />,
};
