import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentListStory, itemsStory } from '../../../.storybook/fixture';
import part from '../../../fixtures/aurora/parts/directory.json';
import type { MediaLibraryEntry } from '../../../src/generated/types';
import { never, serverError, withFakeApi } from '../../../tests/setup/fake-api';
import MediaLibrary from './index';

// The aurora part of the directory group: its library section, libraries and their files.
const { content: libraries, args } = contentListStory(20);
const filesOf = (id: number) =>
  (part.mediaLibrary.find((library) => library.idContentItem === id)?.entries ?? []) as MediaLibraryEntry[];
const fixtureApi = withFakeApi((url) => ({
  success: true,
  files: filesOf(Number(url.pathname.split('/').pop())),
}));

const meta = {
  title: 'Sections/Media library (type 20)',
  component: MediaLibrary,
  args,
  decorators: [fixtureApi],
} satisfies Meta<typeof MediaLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several libraries: the learner picks one. */
export const Default: Story = {};
const oneLibrary = itemsStory(libraries.slice(0, 1));
/** One library opens directly: folders first, breadcrumbs from its title. */
export const SingleLibrary: Story = oneLibrary;
export const EmptyLibrary: Story = {
  ...oneLibrary,
  decorators: [withFakeApi(() => ({ success: true, files: [] }))],
};
export const Loading: Story = { ...oneLibrary, decorators: [withFakeApi(never)] };
export const LoadError: Story = { ...oneLibrary, decorators: [withFakeApi(serverError)] };
