import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentById } from '../../../.storybook/fixture';
import { demoSession, withApi, withRealtime, withSession } from '../../../.storybook/providers';
import part from '../../../fixtures/aurora/parts/media.json';
import { never, serverError } from '../../../tests/setup/fake-api';
import LiveStreamViewer from './index';

const room = part.chatRooms.find((entry) => entry.room === 9806)?.messages ?? [];
const history = [{ date: '2026-12-03', messages: room }];

/** The chat's history from GET /chat/loadroom; the positions the player saves are accepted. */
const answering = (data: unknown[]) =>
  withApi((url) =>
    url.pathname.startsWith('/chat/loadroom/') ? { success: true, data } : { success: true },
  );

/** The event dated today, whenever the story is opened. */
const today = () => {
  const date = new Date();
  date.setHours(10, 30, 0, 0);
  return date.toISOString();
};

const meta = {
  title: 'Contents/Live stream (type 6)',
  component: LiveStreamViewer,
  args: { item: contentById(9806), idSection: 261 },
  decorators: [withRealtime(), withSession(demoSession())],
} satisfies Meta<typeof LiveStreamViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the event day: "AO VIVO", the HLS player and the chat panel expanded. */
export const Default: Story = {
  args: { item: { ...contentById(9806), initDate: today() } },
  decorators: [answering(history)],
};
/** Any day before: the cover and "A transmissão será em ...". */
export const Upcoming: Story = { args: { item: contentById(9805) }, decorators: [answering([])] };
/** A room with no message yet. */
export const Empty: Story = {
  args: { item: { ...contentById(9806), initDate: today() } },
  decorators: [answering([])],
};
/** The chat's history still on its way: "Carregando...". */
export const Loading: Story = { args: { item: contentById(9805) }, decorators: [withApi(never)] };
/** The chat's history failed: "Houve algum erro durante o carregamento das informações". */
export const LoadError: Story = {
  args: { item: contentById(9805) },
  decorators: [withApi(serverError)],
};
