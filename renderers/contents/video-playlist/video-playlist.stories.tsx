import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApi } from '../../../.storybook/providers';
import part from '../../../fixtures/aurora/parts/documents.json';
import type { ContentItem } from '../../../src/generated/types';
import { json, never } from '../../../tests/setup/fake-api';
import VideoPlaylist from './index';

const byId = (id: number) => part.content.find((item) => item.idContentItem === id) as ContentItem;
const playlist = (id: string) => part.videoPlaylists.find((entry) => entry.playlistId === id);

/** The reference API's answers: the playlist listing, and the duration the viewer saves. */
const answering = (listing: unknown) =>
  withApi((url) => (url.pathname === '/content/updateduration' ? { success: true } : listing));
const listingOf = (id: string) => {
  const entry = playlist(id);
  return { success: true, provider: entry?.provider, items: entry?.items ?? [] };
};

const meta = {
  title: 'Contents/Video playlist (type 7)',
  component: VideoPlaylist,
  args: { item: byId(9702), idSection: 251 },
} satisfies Meta<typeof VideoPlaylist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A YouTube playlist: each video opens ytplayer/{videoId}. */
export const Default: Story = { decorators: [answering(listingOf('PLauroraPrimeiraSemana'))] };
/** A Wistia project: each video opens wtplayer/{hashedId}. */
export const Wistia: Story = {
  args: { item: byId(9703) },
  decorators: [answering(listingOf('au3k9d2m1x'))],
};
/** "Não há vídeos disponíveis nesta lista". */
export const Empty: Story = {
  args: { item: byId(9791) },
  decorators: [answering(listingOf('PLauroraSemVideos'))],
};
/** A video without an id shows the fallback in its place; the others stay. */
export const InvalidItem: Story = {
  decorators: [
    answering({
      ...listingOf('PLauroraPrimeiraSemana'),
      items: [playlist('PLauroraPrimeiraSemana')?.items[0], { title: 'Sem id' }],
    }),
  ],
};
export const Loading: Story = { decorators: [withApi(never)] };
export const LoadError: Story = {
  decorators: [answering(json(500, { success: false, message: 'Erro interno do servidor.' }))],
};
