import { sectionStory } from '../../../.storybook/fixture';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApi } from '../../../.storybook/providers';
import part from '../../../fixtures/aurora/parts/screens.json';
import { never, serverError } from '../../../tests/setup/fake-api';
import UserUploadList from './index';

const { section, args } = sectionStory(31);
const uploads = part.userUploads.filter((upload) => upload.idSection === section.idSection);
const answering = (data: unknown[]) => withApi(() => ({ success: true, data }));

const meta = {
  title: 'Sections/User upload list (type 31)',
  component: UserUploadList,
  args,
} satisfies Meta<typeof UserUploadList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [answering(uploads)] };
export const Empty: Story = { decorators: [answering([])] };
/** An upload without a title shows the fallback in its place; the others stay. */
export const InvalidItem: Story = {
  decorators: [answering([uploads[0], { idUserUpload: 9, name: 'Sem título' }, ...uploads.slice(1)])],
};
export const Loading: Story = { decorators: [withApi(never)] };
/** "Houve algum erro durante o carregamento das informações". */
export const LoadError: Story = {
  decorators: [withApi(serverError)],
};
