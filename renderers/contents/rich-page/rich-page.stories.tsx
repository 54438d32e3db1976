import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoSession, withApi, withRealtime, withSession } from '../../../.storybook/providers';
import part from '../../../fixtures/aurora/parts/articles.json';
import { momentDay } from '../../../src/shared-rules/chat-moment';
import type { ChatMessage, ContentItem } from '../../../src/generated/types';
import { never, serverError } from '../../../tests/setup/fake-api';
import RichPage from './index';

const page = part.content.find((item) => item.idContentType === 5) as ContentItem;
const free = part.content.find((item) => item.idContentType === 9) as ContentItem;
const messages = (part.chatRooms.find((room) => room.room === page.idChatRoom)?.messages ??
  []) as ChatMessage[];

/** The room's demo messages as GET /chat/loadroom answers them; any POST (a vote) succeeds. */
const server = withApi((url) =>
  url.pathname.startsWith('/chat/')
    ? { success: true, data: [{ date: momentDay(messages[0]?.moment ?? '') ?? '', messages }] }
    : { success: true },
);

const meta = {
  title: 'Contents/Rich page (types 5 and 9)',
  component: RichPage,
  args: { item: page, idSection: page.idSection },
  decorators: [withRealtime(), withSession(demoSession())],
} satisfies Meta<typeof RichPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Author, HTML, the rating ("Enviar" waits for a star) and the chat with its messages. */
export const Default: Story = { decorators: [server] };
/** "Livre" (type 9) draws the same page. */
export const Free: Story = { args: { item: free, idSection: free.idSection }, decorators: [server] };
/** The learner already voted: "Conteúdo Avaliado". */
export const AlreadyRated: Story = { args: { item: { ...page, vote: 4 } }, decorators: [server] };
/** Nothing but the title: the rating alone. */
export const Empty: Story = {
  args: { item: { idContentItem: page.idContentItem, idContentType: 5, text: page.text } },
  decorators: [server],
};
/** The chat's history still loading. */
export const Loading: Story = { decorators: [withApi(never)] };
/** The chat's history failing; a vote failing is only logged. */
export const LoadError: Story = {
  decorators: [withApi(serverError)],
};
