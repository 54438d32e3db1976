// The learning card in each variant and format, and its loading placeholders, on the demo covers.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoNodes } from '../../../.storybook/learning-blocks';
import { CardPlaceholders } from './CardPlaceholders';
import { FORMAT_COLUMNS, type CardFormat, type CardVariant } from './columns';
import { elementView } from './elementView';
import { LearningCard } from './LearningCard';

const views = demoNodes.slice(0, 5).map(elementView);

function Row({ format, variant }: { format: CardFormat; variant: CardVariant }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${FORMAT_COLUMNS[format]}, minmax(0, 1fr))`,
        gap: '1rem',
        listStyle: 'none',
        padding: '1rem',
        margin: 0,
      }}
    >
      {views.slice(0, FORMAT_COLUMNS[format]).map((view) => (
        <li key={view.nodeCode}>
          <LearningCard view={view} format={format} variant={variant} />
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Widgets/Learning card',
  component: Row,
  args: { format: 'landscape-xsmall', variant: 'standard' },
  argTypes: {
    format: { control: 'inline-radio', options: ['portrait', 'square', 'landscape-xsmall'] },
    variant: { control: 'inline-radio', options: ['standard', 'block', 'banner', 'journey', 'avatar'] },
  },
} satisfies Meta<typeof Row>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};
export const Portrait: Story = { args: { format: 'portrait' } };
export const Square: Story = { args: { format: 'square' } };
export const Block: Story = { args: { variant: 'block', format: 'square' } };
export const Banner: Story = { args: { variant: 'banner' } };
export const Journey: Story = { args: { variant: 'journey' } };
export const Avatar: Story = { args: { variant: 'avatar', format: 'square' } };
/** While cards load: 5 placeholders by default, in the format's shape. */
export const Loading: Story = {
  render: ({ format }) => <CardPlaceholders format={format} columns={FORMAT_COLUMNS[format]} />,
  args: { format: 'portrait' },
};
