import { useSuspenseQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/setup/engine';
import { LoadedById } from './LoadedById';

function Title({ id, fetch }: { id: number; fetch: (id: number) => Promise<string> }) {
  const { data } = useSuspenseQuery({ queryKey: ['title', id], queryFn: () => fetch(id) });
  return <h1>{data}</h1>;
}

function renderId(id: number, fetch: (id: number) => Promise<string>) {
  return renderWithEngine(
    <LoadedById id={id} subject="conteúdo">
      {(valid) => <Title id={valid} fetch={fetch} />}
    </LoadedById>,
  );
}

describe('LoadedById', () => {
  it.each([Number.NaN, 0, -3, 1.5])('says the content cannot be opened for id %s, with no call', (id) => {
    const fetch = vi.fn(async () => 'nunca');
    renderId(id, fetch);
    expect(screen.getByRole('status').textContent).toBe('Não foi possível abrir o conteúdo.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads the thing of a valid id inside <Loaded>', async () => {
    const fetch = vi.fn(async (id: number) => `Conteúdo ${id}`);
    renderId(12, fetch);
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
    expect(await screen.findByRole('heading', { name: 'Conteúdo 12' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(12);
  });
});
