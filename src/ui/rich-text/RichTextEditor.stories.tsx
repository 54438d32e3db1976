import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import RichTextEditor from './RichTextEditor';

function Description({ initial, maxLength }: { initial: string; maxLength?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: '40rem', display: 'grid', gap: '0.4rem' }}>
      <span id="story-label">Descrição</span>
      <RichTextEditor
        id="story-editor"
        labelId="story-label"
        value={value}
        onChange={setValue}
        maxLength={maxLength}
      />
    </div>
  );
}

const meta = {
  title: 'Widgets/RichTextEditor',
  component: Description,
  args: { initial: '' },
} satisfies Meta<typeof Description>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A kept value: bold words and a link (try "Link" with "aurora.example" for the refusal). */
export const WithText: Story = {
  args: {
    initial: '<p><b>Pauta</b> da reunião em <a href="https://www.aurora.example/">www.aurora.example</a></p>',
  },
};

/** A small limit, to meet the counter's end and its announcement quickly. */
export const NearTheLimit: Story = { args: { initial: '<p>Quase no limite</p>', maxLength: 20 } };
