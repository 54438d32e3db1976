// The header's back goes a history step, unless the page on screen has a back of its own (the SCORM player,
// whose package adds entries of its own to the tab's history): then it is that page's.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useGoBack } from './useGoBack';
import { usePageBack } from './usePageBack';

function Header() {
  const goBack = useGoBack('/inicio');
  return (
    <button type="button" onClick={goBack}>
      Voltar
    </button>
  );
}

function PlayerPage({ back }: { back: () => void }) {
  usePageBack(back);
  return <p>Lição</p>;
}

function App({ back }: { back: () => void }) {
  const [playing, setPlaying] = useState(true);
  return (
    <MemoryRouter initialEntries={['/licao']}>
      <Header />
      <button type="button" onClick={() => setPlaying(false)}>
        Sair da lição
      </button>
      <Routes>
        <Route path="/licao" element={playing ? <PlayerPage back={back} /> : <p>Sem lição</p>} />
        <Route path="/inicio" element={<p>Início</p>} />
      </Routes>
    </MemoryRouter>
  );
}

describe('the header back', () => {
  it("is the page's own back while that page is on screen, and a history step (or the fallback) after", () => {
    const back = vi.fn();
    render(<App back={back} />);
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(back).toHaveBeenCalledOnce();
    expect(screen.getByText('Lição')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sair da lição' }));
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(back).toHaveBeenCalledOnce();
    expect(screen.getByText('Início')).toBeTruthy();
  });
});
