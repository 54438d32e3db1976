import { Component, startTransition, useState, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/setup/engine';
import { ApiError } from '../../api/errors';
import { EmptyState } from '../cards';
import { Loaded } from './Loaded';

/** Reads a list through the suspense query, as every part inside <Loaded> does. */
function Names({ fetch }: { fetch: () => Promise<string[]> }) {
  const { data } = useSuspenseQuery({ queryKey: ['names'], queryFn: fetch });
  if (data.length === 0) return <EmptyState text="Nenhum nome." />;
  return <p>{data.join(', ')}</p>;
}

class Outer extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>fora: {this.state.error}</p> : this.props.children;
  }
}

const offline = () => new ApiError('offline', 'sem rede');

describe('Loaded', () => {
  it('shows loading, then the data', async () => {
    renderWithEngine(
      <Loaded subject="nomes">
        <Names fetch={async () => ['Ana', 'Bia']} />
      </Loaded>,
    );
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
    expect((await screen.findByText('Ana, Bia')).tagName).toBe('P');
  });

  it('shows the placeholder it is given while it waits (the shapes of the cards to come)', async () => {
    renderWithEngine(
      <Loaded subject="nomes" placeholder={<p role="status">Cartões chegando</p>}>
        <Names fetch={async () => ['Ana']} />
      </Loaded>,
    );
    expect(screen.getByRole('status').textContent).toBe('Cartões chegando');
    expect(await screen.findByText('Ana')).toBeTruthy();
  });

  it('shows the empty text the part gives', async () => {
    renderWithEngine(
      <Loaded subject="nomes">
        <Names fetch={async () => []} />
      </Loaded>,
    );
    expect(await screen.findByText('Nenhum nome.')).toBeTruthy();
  });

  it('shows the error text with a retry that calls again and then shows the data', async () => {
    const fetch = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(offline())
      .mockResolvedValue(['Caio']);
    renderWithEngine(
      <Loaded subject="nomes" errorText="Erro ao carregar conteúdo">
        <Names fetch={fetch} />
      </Loaded>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro ao carregar conteúdo');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Caio')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets a render bug through to the boundary around it instead of offering a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      useSuspenseQuery({ queryKey: ['broken'], queryFn: async () => 1 });
      throw new Error('bug');
    }
    renderWithEngine(
      <Outer>
        <Loaded subject="nomes">
          <Broken />
        </Loaded>
      </Outer>,
    );
    expect(await screen.findByText('fora: bug')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('shows loading again for another subject, even when a navigation (a transition) brings it', async () => {
    let answer = (_names: string[]) => {};
    const later = new Promise<string[]>((resolve) => (answer = resolve));
    function Person({ id }: { id: number }) {
      const { data } = useSuspenseQuery({
        queryKey: ['person', id],
        queryFn: async () => (id === 1 ? ['Ana'] : later),
      });
      return <p>{data.join(', ')}</p>;
    }
    function Page() {
      const [id, setId] = useState(1);
      return (
        <>
          <button type="button" onClick={() => startTransition(() => setId(2))}>
            próxima
          </button>
          <Loaded subject={`pessoa ${id}`}>
            <Person id={id} />
          </Loaded>
        </>
      );
    }
    renderWithEngine(<Page />);
    expect(await screen.findByText('Ana')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'próxima' }));
    // Not the previous person's data while the next one loads: that would be someone else's page.
    expect((await screen.findByRole('status')).textContent).toBe('Carregando...');
    expect(screen.queryByText('Ana')).toBeNull();
    await act(async () => answer(['Bia']));
    expect(await screen.findByText('Bia')).toBeTruthy();
  });

  it('calls again when the screen opens anew after a failure, as before, instead of showing the old one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(offline())
      .mockResolvedValue(['Caio']);
    function Screen() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen((value) => !value)}>
            abrir ou fechar
          </button>
          {open ? (
            <Loaded subject="nomes">
              <Names fetch={fetch} />
            </Loaded>
          ) : null}
        </>
      );
    }
    renderWithEngine(<Screen />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'abrir ou fechar' });
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByText('Caio')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
