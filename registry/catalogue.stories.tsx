// The generic cases of every list renderer, drawn through its real registration (the dispatcher,
// the item check, the lazy renderer) with the demo tenant's items: an empty list, and an invalid
// item between valid ones (in designer preview, its JSON pointer and rule). It iterates the
// registry as registry/catalogue.test.tsx does, so a new list type appears here with no story code
// of its own; a renderer folder's stories show only what is particular to it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomeLayout, Section, useEngine } from '../src/engine';
import {
  contentOf,
  formatOf,
  homeFormat,
  homeSection,
  invalidContent,
  invalidOption,
  optionSectionOfType,
  optionsOf,
  sectionOfType,
} from '../.storybook/fixture';
import { never, withFakeApi } from '../tests/setup/fake-api';
import { listRenderers, type ListRenderer } from './list-renderers';

type ListCase = 'empty' | 'invalid-item';

/** The demo items of the renderer's section, with the case applied. */
function itemsFor({ itemSchema }: ListRenderer, demo: readonly unknown[], listCase: ListCase) {
  const invalid = itemSchema === 'menu-option' ? invalidOption : invalidContent;
  return listCase === 'empty' ? [] : [demo[0], invalid, ...demo.slice(1)];
}

function Case({ list, listCase }: { list: ListRenderer; listCase: ListCase }) {
  if (list.kind === 'home-layout')
    return (
      <HomeLayout
        homeType={String(list.type)}
        section={homeSection}
        format={homeFormat}
        items={itemsFor(list, optionsOf(homeSection), listCase)}
      />
    );
  const options = list.itemSchema === 'menu-option';
  const section = options ? optionSectionOfType(Number(list.type)) : sectionOfType(Number(list.type));
  const demo = options ? optionsOf(section) : contentOf(section);
  return <Section section={section} format={formatOf(section)} items={itemsFor(list, demo, listCase)} />;
}

function EveryListRenderer({ listCase }: { listCase: ListCase }) {
  return listRenderers(useEngine()).map((list) => (
    <section key={`${list.kind}-${list.type}`} aria-label={`${list.kind} ${list.type}`}>
      <h2>{`${list.kind} ${list.type} (${list.name})`}</h2>
      <Case list={list} listCase={listCase} />
    </section>
  ));
}

const meta = {
  title: 'Catalogue/Every list renderer',
  component: EveryListRenderer,
  // A renderer that fetches more (a library's files) stays loading: these cases need no server.
  decorators: [withFakeApi(never)],
} satisfies Meta<typeof EveryListRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each says its empty text (the spec's, from its catalogue entry). */
export const Empty: Story = { args: { listCase: 'empty' } };
/** Each shows the item fallback in place of the invalid item, between two valid ones. */
export const InvalidItem: Story = { args: { listCase: 'invalid-item' } };
