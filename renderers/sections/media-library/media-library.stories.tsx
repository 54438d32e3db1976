import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, contentListStory } from '../../../.storybook/fixture';
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
/** One library opens directly: folders first, breadcrumbs from its title. */
export const SingleLibrary: Story = { args: { items: contentItems(libraries.slice(0, 1)) } };
export const EmptyLibrary: Story = {
  args: { items: contentItems(libraries.slice(0, 1)) },
  decorators: [withFakeApi(() => ({ success: true, files: [] }))],
};
export const Loading: Story = {
  args: { items: contentItems(libraries.slice(0, 1)) },
  decorators: [withFakeApi(never)],
};
export const LoadError: Story = {
  args: { items: contentItems(libraries.slice(0, 1)) },
  decorators: [withFakeApi(serverError)],
};
