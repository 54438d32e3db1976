import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentById } from '../../../.storybook/fixture';
import { withApi } from '../../../.storybook/providers';
import part from '../../../fixtures/aurora/parts/media.json';
import { never, serverError } from '../../../tests/setup/fake-api';
import AudioViewer from './index';

const section = part.content.filter((item) => item.idSection === 261);

/** GET /content/list/261 answers `content`; the positions the player saves are accepted. */
const answering = (content: unknown[]) =>
  withApi((url) =>
    url.pathname.startsWith('/content/list/')
      ? { success: true, content, idSection: 261, idSectionType: 2 }
      : { success: true },
  );

const meta = {
  title: 'Contents/Audio (type 1)',
  component: AudioViewer,
  args: { item: contentById(9803), idSection: 261 },
} satisfies Meta<typeof AudioViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first podcast, and the second one in the list to listen again. */
export const Default: Story = { decorators: [answering(section)] };
/** The learner stopped at 0:07: the resume question. */
export const Resume: Story = {
  args: { item: { ...contentById(9803), lastPosition: 7 } },
  decorators: [answering(section)],
};
/** No other audio in the section: "Nenhum conteúdo disponível". */
export const Empty: Story = { decorators: [answering([contentById(9803)])] };
/** "Carregando..." while the list loads. */
export const Loading: Story = { decorators: [withApi(never)] };
/** "Houve algum erro durante o carregamento das informações". */
export const LoadError: Story = {
  decorators: [withApi(serverError)],
};
