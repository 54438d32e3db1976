import { formatOf, sectionOfType } from '../../../.storybook/fixture';
import type { Meta, StoryObj } from '@storybook/react-vite';
import part from '../../../fixtures/aurora/parts/directory.json';
import type { DirectoryUser } from '../../../src/generated/types';
import { never, serverError, withFakeApi } from '../../../tests/setup/fake-api';
import PeopleDirectory from './index';

const section = sectionOfType(21);
const format = formatOf(section);
const collator = new Intl.Collator('pt-BR');
const people: DirectoryUser[] = part.users
  .map(({ name, email, department, role }) => ({ name, email, department, role }))
  .sort((a, b) => collator.compare(a.name, b.name));

/** The reference server's rules: case-sensitive name search, the first 10 * page people. */
const directoryApi = (list: DirectoryUser[]) =>
  withFakeApi((url) => {
    const text = url.searchParams.get('searchText') ?? '';
    const matches = list.filter((person) => person.name.includes(text));
    const page = Number(url.searchParams.get('page') ?? 1);
    return { success: true, userList: matches.slice(0, 10 * page), totalRecord: matches.length };
  });

const meta = {
  title: 'Sections/People directory (type 21)',
  component: PeopleDirectory,
  args: { section, format, items: [] },
  decorators: [directoryApi(people)],
} satisfies Meta<typeof PeopleDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type "Ana", then "ana" (no match: the list stays), then press "ver mais". */
export const Default: Story = {};
export const Empty: Story = { decorators: [directoryApi([])] };
export const Loading: Story = { decorators: [withFakeApi(never)] };
export const LoadError: Story = {
  decorators: [withFakeApi(serverError)],
};
/** A person without a name breaks the answer's schema: designer preview shows where. */
export const InvalidItem: Story = {
  decorators: [
    withFakeApi(() => ({ success: true, userList: [people[0], { email: 'x@aurora.test' }], totalRecord: 2 })),
  ],
};
