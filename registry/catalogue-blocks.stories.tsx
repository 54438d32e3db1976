// The generic cases of every block drawn from its elements, through its real registration, as
// registry/catalogue.test.tsx checks them: an invalid element between valid ones (in designer preview,
// its JSON pointer and rule), and no elements, where a hiddenWhenEmpty block draws nothing. A new
// block type appears here with no story code of its own.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Block } from '../src/engine/Block';
import type { Element } from '../src/generated/types';
import { blockLoaders, demoBanners, demoNodes } from '../.storybook/learning-blocks';
import { blockRegistry } from './blocks';
import { rendererOf } from './catalogue-files';

type BlockCase = 'empty' | 'invalid-element';

/** The banner slider draws IMAGE elements, the others any kind. */
const demoOf = (type: string): Element[] => (type === 'MasterBanner' ? demoBanners : demoNodes.slice(0, 3));
// A NODE element must name its node.
const invalid = { elementType: 'NODE', idElement: 999 } as Element;

function EveryBlockList({ blockCase }: { blockCase: BlockCase }) {
  return blockRegistry()
    .entries()
    .filter(({ data }) => data.from === 'elements')
    .map(({ type, catalogue }) => {
      const demo = demoOf(String(type));
      const elements = blockCase === 'empty' ? [] : [demo[0]!, invalid, ...demo.slice(1)];
      return (
        <section key={type} aria-label={`block ${type}`}>
          <h2>{`block ${type} (${rendererOf('block', type)})${catalogue.hiddenWhenEmpty ? ' · oculto sem elementos' : ''}`}</h2>
          <Block
            block={{ blockType: String(type), idBlock: 1, parameters: { rotationInterval: 5 }, elements }}
          />
        </section>
      );
    });
}

const meta = {
  title: 'Catalogue/Every block list',
  component: EveryBlockList,
  loaders: blockLoaders,
} satisfies Meta<typeof EveryBlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each block drawn from elements, with none: a hiddenWhenEmpty block draws nothing under its heading. */
export const Empty: Story = { args: { blockCase: 'empty' } };
/** Each shows the item fallback in place of the invalid element, between valid ones. */
export const InvalidElement: Story = { args: { blockCase: 'invalid-element' } };
