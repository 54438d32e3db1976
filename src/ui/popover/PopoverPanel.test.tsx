import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PopoverPanel } from './PopoverPanel';

function Panel() {
  return (
    <PopoverPanel triggerClassName="bar" trigger="Em andamento" title="Matrículas em andamento">
      {(close) => (
        <button type="button" onClick={close}>
          Liderança Situacional
        </button>
      )}
    </PopoverPanel>
  );
}

const press = (element: Element, key: string) => {
  fireEvent.keyDown(element, { key });
  fireEvent.keyUp(element, { key });
};

describe('PopoverPanel', () => {
  it('opens from the keyboard as a dialog named by its title, and Escape gives the focus back', async () => {
    render(<Panel />);
    const button = screen.getByRole('button', { name: 'Em andamento' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    button.focus();
    // A native button: the browser turns Enter and Space into its click.
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Matrículas em andamento' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // react-aria moves the focus into the dialog after it mounts; on a busy machine that lands a frame
    // later, and an Escape pressed on the trigger before then closes nothing.
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    press(document.activeElement ?? panel, 'Escape');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // react-aria gives the focus back in the next frame.
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('draws its content only while open, and the content may close it', async () => {
    render(<Panel />);
    expect(screen.queryByText('Liderança Situacional')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Em andamento' }));
    const panel = await screen.findByRole('dialog', { name: 'Matrículas em andamento' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Liderança Situacional' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
