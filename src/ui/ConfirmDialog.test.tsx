import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

function Asker({ onConfirm = () => undefined }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Excluir
      </button>
      <ConfirmDialog
        open={open}
        question="Tem certeza?"
        confirmLabel="Excluir agora"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      />
    </>
  );
}

function openFromKeyboard() {
  const opener = screen.getByRole('button', { name: 'Excluir' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('alertdialog', { name: 'Tem certeza?' });
  // The browser's showModal() moves the focus into the dialog, to its first button.
  screen.getByRole('button', { name: 'Cancelar' }).focus();
  return { opener, dialog };
}

describe('ConfirmDialog', () => {
  it('asks, with the way out first and the action named', () => {
    render(<Asker />);
    const { dialog } = openFromKeyboard();
    const buttons = Array.from(dialog.querySelectorAll('button')).map((button) => button.textContent);
    expect(buttons).toEqual(['Cancelar', 'Excluir agora']);
  });

  it.each([
    ['Cancelar', () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))],
    // Escape and the backdrop: the dialog closes itself.
    ['Escape', () => act(() => screen.getByRole<HTMLDialogElement>('alertdialog').close())],
  ])('%s closes without confirming and gives the focus back to the opener', (_, cancel) => {
    const confirmed = vi.fn();
    render(<Asker onConfirm={confirmed} />);
    const { opener } = openFromKeyboard();
    cancel();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(confirmed).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('the confirming button confirms once', () => {
    const confirmed = vi.fn();
    render(<Asker onConfirm={confirmed} />);
    openFromKeyboard();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir agora' }));
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('mounted closed, it leaves the focus where it is (not on its returnFocusTo at page load)', () => {
    function MenuWithQuestion() {
      const menuButton = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button type="button" ref={menuButton}>
            Menu
          </button>
          <ConfirmDialog
            open={false}
            question="Sair?"
            confirmLabel="Sair"
            onCancel={() => undefined}
            onConfirm={() => undefined}
            returnFocusTo={menuButton}
          />
        </>
      );
    }
    render(<MenuWithQuestion />);
    expect(document.activeElement).toBe(document.body);
  });
});
