import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useForm } from './useForm';
import { z } from './zod';

const schema = z.object({
  title: z.string().trim().min(1, 'Título é obrigatório.'),
  code: z.string().regex(/^\d{4}$/, 'Código deve ter 4 dígitos.'),
});

function Sample({ onValid }: { onValid: (values: { title: string; code: string }) => void }) {
  const form = useForm({ initial: { title: '', code: '', note: '' }, schema, fields: ['title', 'code'] });
  const input = (field: 'title' | 'code', label: string) => (
    <div>
      <label htmlFor={field}>{label}</label>
      <input
        id={field}
        ref={form.ref(field)}
        value={form.values[field]}
        onChange={(event) => form.set(field, event.target.value)}
        onBlur={() => form.touch(field)}
      />
      {form.shownError(field) ? <span role="alert">{form.shownError(field)}</span> : null}
    </div>
  );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const valid = form.submit();
        if (valid) onValid(valid);
      }}
    >
      {input('title', 'Título')}
      {input('code', 'Código')}
      <button type="submit">Enviar</button>
      <button type="button" onClick={() => form.reset()}>
        Limpar
      </button>
      <button type="button" onClick={() => form.touch('code', false)}>
        Esquecer código
      </button>
    </form>
  );
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('useForm', () => {
  it('shows no message before a field is left, then only the left field’s', () => {
    render(<Sample onValid={() => {}} />);
    expect(alerts()).toEqual([]);
    fireEvent.blur(field('Código'));
    expect(alerts()).toEqual(['Código deve ter 4 dígitos.']);
    // touch(field, false) hides it again until a submit (the upload form's removed file).
    fireEvent.click(screen.getByRole('button', { name: 'Esquecer código' }));
    expect(alerts()).toEqual([]);
  });

  it('on a refused submit shows every message and focuses the first invalid field, keeping what was typed', () => {
    const sent: unknown[] = [];
    render(<Sample onValid={(values) => sent.push(values)} />);
    fireEvent.change(field('Título'), { target: { value: 'Relatório' } });
    fireEvent.change(field('Código'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(sent).toEqual([]);
    expect(alerts()).toEqual(['Código deve ter 4 dígitos.']);
    expect(document.activeElement).toBe(field('Código'));
    expect(field('Título').value).toBe('Relatório');

    fireEvent.change(field('Título'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(alerts()).toEqual(['Título é obrigatório.', 'Código deve ter 4 dígitos.']);
    expect(document.activeElement).toBe(field('Título'));
  });

  it('gives the parsed values to a valid submit; the messages go as soon as the field is fixed', () => {
    const sent: unknown[] = [];
    render(<Sample onValid={(values) => sent.push(values)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(alerts()).toHaveLength(2);
    fireEvent.change(field('Título'), { target: { value: '  Ata  ' } });
    fireEvent.change(field('Código'), { target: { value: '2026' } });
    expect(alerts()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    // zod's output: trimmed, and only the schema's keys.
    expect(sent).toEqual([{ title: 'Ata', code: '2026' }]);
  });

  it('reset() restores the first values and hides the messages', () => {
    render(<Sample onValid={() => {}} />);
    fireEvent.change(field('Título'), { target: { value: 'Rascunho' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(alerts()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(field('Título').value).toBe('');
    expect(alerts()).toEqual([]);
  });
});
