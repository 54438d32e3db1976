// content-app.md 5: 500 characters by default (a visible counter; more is refused), links only to
// http(s):// or www addresses, else 'Formato de url inválido'; the output held to the shared profile.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { selectAllInEditor, typeInEditor } from '../../../tests/setup/rich-text';
import RichTextEditor from './RichTextEditor';

function Field({ initial = '', maxLength }: { initial?: string; maxLength?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="label">Descrição</span>
      <RichTextEditor id="editor" labelId="label" value={value} onChange={setValue} maxLength={maxLength} />
      <pre data-testid="value">{value}</pre>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Descrição' });
const value = () => screen.getByTestId('value').textContent;

describe('<RichTextEditor>', () => {
  it('is a textbox named by the visible label, with a counter it is described by', () => {
    render(<Field />);
    expect(box().getAttribute('aria-multiline')).toBe('true');
    const counter = screen.getByText('0/500 caracteres');
    expect(box().getAttribute('aria-describedby')).toContain(counter.id);
  });

  it('counts what is typed and gives the form clean HTML', async () => {
    render(<Field />);
    typeInEditor(box(), 'Pauta e decisões.');
    expect(screen.getByText('17/500 caracteres')).toBeTruthy();
    await waitFor(() => expect(value()).toBe('<p>Pauta e decisões.</p>'));
  });

  it('refuses the 501st character, and says once that the limit is reached', async () => {
    render(<Field />);
    typeInEditor(box(), 'a'.repeat(499));
    expect(screen.getByRole('status').textContent).toBe('');
    typeInEditor(box(), 'b');
    expect(screen.getByText('500/500 caracteres')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Limite de 500 caracteres atingido.');
    typeInEditor(box(), 'c');
    expect(screen.getByText('500/500 caracteres')).toBeTruthy();
    expect(box().textContent).toBe(`${'a'.repeat(499)}b`);
  });

  it('keeps what fits of a paste into an empty editor; refuses one that would pass the limit after text', () => {
    render(<Field maxLength={10} />);
    typeInEditor(box(), '0123456789AB');
    expect(box().textContent).toBe('0123456789');
    expect(screen.getByText('10/10 caracteres')).toBeTruthy();
    cleanup();
    render(<Field maxLength={10} />);
    typeInEditor(box(), 'abc');
    typeInEditor(box(), '0123456789');
    expect(box().textContent).toBe('abc');
  });

  it("refuses a link that is not http(s):// or www with 'Formato de url inválido', announced, the text kept", async () => {
    render(<Field />);
    typeInEditor(box(), 'site');
    selectAllInEditor(box());
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Endereço do link' });
    await waitFor(() => expect(document.activeElement).toBe(address));
    fireEvent.change(address, { target: { value: 'aurora.example' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Formato de url inválido');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(address.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect((address as HTMLInputElement).value).toBe('aurora.example');
    expect(box().querySelector('a')).toBeNull();
  });

  it('makes the chosen words a link to a www address (given https)', async () => {
    render(<Field />);
    typeInEditor(box(), 'site');
    selectAllInEditor(box());
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Endereço do link' });
    fireEvent.change(address, { target: { value: 'www.aurora.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar link' }));
    expect(screen.queryByRole('textbox', { name: 'Endereço do link' })).toBeNull();
    await waitFor(() => expect(value()).toBe('<p><a href="https://www.aurora.example/">site</a></p>'));
  });

  it('bolds the chosen words from the toolbar, its button pressed', async () => {
    render(<Field />);
    typeInEditor(box(), 'forte');
    selectAllInEditor(box());
    fireEvent.click(screen.getByRole('button', { name: 'Negrito' }));
    await waitFor(() => expect(value()).toBe('<p><b>forte</b></p>'));
    expect(screen.getByRole('button', { name: 'Negrito' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a value set from outside and empties on a reset', async () => {
    const { rerender } = render(
      <RichTextEditor id="e" labelId="l" value="<p><i>guardado</i></p>" onChange={() => undefined} />,
    );
    await waitFor(() => expect(screen.getByRole('textbox').textContent).toBe('guardado'));
    rerender(<RichTextEditor id="e" labelId="l" value="" onChange={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('textbox').textContent).toBe(''));
    act(() => undefined);
  });
});
