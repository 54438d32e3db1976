import { useState, useTransition } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../../tests/setup/engine';
import { Loaded } from './Loaded';
import { useDeferredKey } from './useDeferredKey';

/** Answers for each word, resolved by the test when it chooses. */
function answers() {
  const pending = new Map<string, (text: string) => void>();
  return {
    fetch: (word: string) => new Promise<string>((resolve) => pending.set(word, resolve)),
    answer: (word: string, text: string) => act(() => pending.get(word)?.(text)),
  };
}

function Word({ word, fetch }: { word: string; fetch: (word: string) => Promise<string> }) {
  const { data } = useSuspenseQuery({ queryKey: ['word', word], queryFn: () => fetch(word) });
  return <p>{data}</p>;
}

/** A choice that changes as an ordinary update or, like the router's navigation, in a transition. */
function Chooser({ fetch }: { fetch: (word: string) => Promise<string> }) {
  const [word, setWord] = useState('um');
  const [, startTransition] = useTransition();
  const { shown, stale } = useDeferredKey(word);
  return (
    <>
      <p>escolhida: {word}</p>
      <button type="button" onClick={() => setWord('dois')}>
        já
      </button>
      <button type="button" onClick={() => startTransition(() => setWord('tres'))}>
        em transição
      </button>
      <Loaded subject="palavra">
        <div data-testid="panel" aria-busy={stale || undefined}>
          <Word word={shown} fetch={fetch} />
        </div>
      </Loaded>
    </>
  );
}

async function shownFirst() {
  const api = answers();
  renderWithEngine(<Chooser fetch={api.fetch} />);
  expect(screen.getByRole('status').textContent).toBe('Carregando...');
  await api.answer('um', 'Um');
  expect(await screen.findByText('Um')).toBeTruthy();
  return api;
}

describe('useDeferredKey', () => {
  it.each([
    ['an ordinary update', 'já', 'dois'],
    ['a transition (the router)', 'em transição', 'tres'],
  ])('keeps the previous data, marked busy, while the next loads after %s', async (_how, button, word) => {
    const api = await shownFirst();
    fireEvent.click(screen.getByRole('button', { name: button }));
    // The choice shows at once; the previous data stays, busy, instead of "Carregando...".
    expect(await screen.findByText(`escolhida: ${word}`)).toBeTruthy();
    expect(screen.getByText('Um')).toBeTruthy();
    expect(screen.getByTestId('panel').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
    await api.answer(word, 'Novo');
    expect(await screen.findByText('Novo')).toBeTruthy();
    expect(screen.getByTestId('panel').getAttribute('aria-busy')).toBeNull();
  });
});
