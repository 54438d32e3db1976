import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatOf, invalidContent } from '../../../.storybook/fixture';
import { withApi } from '../../../.storybook/providers';
import part from '../../../fixtures/aurora/parts/paged.json';
import type { MenuSection } from '../../../src/generated/types';
import { never, serverError } from '../../../tests/setup/fake-api';
import { pagedContentApi } from '../../../tests/setup/fake-paged-content';
import PagedList from './index';

// The section and its items come from the aurora part file; the list loads them itself through the
// fake API, which pages and filters them with the reference server's rules.
const section = part.menu[0] as MenuSection;
const content: unknown[] = part.content;
const format = formatOf(section);

/** 10,000 cards: only the rows on screen are in the page (scroll, then look at the DOM). */
const thousands = Array.from({ length: 10_000 }, (_, at) => ({
  ...(content[at % content.length] as object),
  idContentItem: 10_001 + at,
}));

const meta = {
  title: 'Sections/Paged list with search tags (type 9)',
  component: PagedList,
  args: { section, format, items: [] },
} satisfies Meta<typeof PagedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [withApi(pagedContentApi(content))] };
/** "Nenhum conteúdo disponível": a section without items (or a search that finds none). */
export const Empty: Story = { decorators: [withApi(pagedContentApi([]))] };
/** An item without a title shows the fallback in its place; the others stay. */
export const InvalidItem: Story = {
  decorators: [withApi(pagedContentApi([content[0], invalidContent, ...content.slice(1)]))],
};
export const Loading: Story = { decorators: [withApi(never)] };
/** "Houve algum erro durante o carregamento das informações", with a retry. */
export const LoadError: Story = {
  decorators: [withApi(serverError)],
};
export const TenThousandItems: Story = {
  decorators: [withApi(pagedContentApi(thousands, { pageSize: 100 }))],
};
