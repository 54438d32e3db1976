import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentById } from '../../../.storybook/fixture';
import { withApi } from '../../../.storybook/providers';
import { FAKE_API_BASE, never } from '../../../tests/setup/fake-api';
import VideoViewer from './index';

// Positions the player saves go to a fake API that accepts them.
const saving = withApi(() => ({ success: true }));

const meta = {
  title: 'Contents/Video (type 2)',
  component: VideoViewer,
  args: { item: contentById(9801), idSection: 261 },
  decorators: [saving],
} satisfies Meta<typeof VideoViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo MP4 (10 s, H.264 + AAC) with its poster. */
export const Default: Story = {};
/** The same video as HLS, played by shaka-player (its chunk loads only here). */
export const Stream: Story = { args: { item: contentById(9802) } };
/** The learner stopped at 0:03: "Ouvir/Assistir desde o início?" or "Continuar de onde parou?". */
export const Resume: Story = { args: { item: { ...contentById(9801), lastPosition: 3 } } };
/** A stream whose playlist never arrives: the poster stays while shaka waits. */
export const Loading: Story = {
  args: { item: { ...contentById(9802), mediaLocation: `${FAKE_API_BASE}/pendente/index.m3u8` } },
  decorators: [withApi(never)],
};
/** A file that is not there: "Não foi possível reproduzir este vídeo." and "Tentar novamente". */
export const LoadError: Story = {
  args: { item: { ...contentById(9801), mediaLocation: '/demo/media/arquivo-inexistente.mp4' } },
};
/** An item with nothing to play: "Não foi possível abrir o conteúdo." */
export const Empty: Story = { args: { item: { ...contentById(9801), mediaLocation: undefined } } };
