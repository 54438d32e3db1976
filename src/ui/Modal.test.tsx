import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { Modal } from './Modal';

function DrawerWithQuestion() {
  const [open, setOpen] = useState(true);
  const [asking, setAsking] = useState(false);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Comentários">
      <button type="button" onClick={() => setAsking(true)}>
        Excluir
      </button>
      <ConfirmDialog
        open={asking}
        question="Tem certeza?"
        onConfirm={() => setAsking(false)}
        onCancel={() => setAsking(false)}
      />
    </Modal>
  );
}

describe('Modal', () => {
  it('stays open when a dialog inside it closes', () => {
    render(<DrawerWithQuestion />);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Comentários' })).toBeTruthy();
  });
});
