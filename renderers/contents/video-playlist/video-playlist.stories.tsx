import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentById } from '../../../.storybook/fixture';
import { withApi } from '../../../.storybook/providers';
import part from '../../../fixtures/aurora/parts/documents.json';
import { never, serverError } from '../../../tests/setup/fake-api';
import VideoPlaylist from './index';

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
  args: { item: contentById(9702), idSection: 251 },
} satisfies Meta<typeof VideoPlaylist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A YouTube playlist: each video opens ytplayer/{videoId}. */
export const Default: Story = { decorators: [answering(listingOf('PLauroraPrimeiraSemana'))] };
/** A Wistia project: each video opens wtplayer/{hashedId}. */
export const Wistia: Story = {
  args: { item: contentById(9703) },
  decorators: [answering(listingOf('au3k9d2m1x'))],
};
/** "Não há vídeos disponíveis nesta lista". */
export const Empty: Story = {
  args: { item: contentById(9791) },
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
  decorators: [answering(serverError())],
};
