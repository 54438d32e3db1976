import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './ConfirmDialog';

function Sair({ question, confirmLabel }: { question: string; confirmLabel: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {confirmLabel}
      </button>
      <ConfirmDialog
        open={open}
        question={question}
        confirmLabel={confirmLabel}
        onCancel={() => setOpen(false)}
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/ConfirmDialog',
  component: Sair,
  args: { question: 'Tem certeza de que deseja sair?', confirmLabel: 'Sair' },
} satisfies Meta<typeof Sair>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The learning header's logout question (learning-area.md 8). */
export const Logout: Story = {};
