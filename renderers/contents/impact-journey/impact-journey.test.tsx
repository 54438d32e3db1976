import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Routes } from 'react-router-dom';
import { renderWithEngine } from '../../../tests/setup/engine';
import { journeyViewerApi } from '../../../tests/setup/journey-viewers';
import {
  impactMenuAnswer,
  journeyItem,
  contentRouteWithProbe,
} from '../../../src/features/journeys/test-support';
import ImpactJourney from './index';
import { itShowsLoadingAndError } from '../../../tests/setup/load-states';

const api = journeyViewerApi();

function renderImpact(answer: (url: URL) => unknown = () => impactMenuAnswer(9603)) {
  api.install(answer);
  return renderWithEngine(
    <Routes>{contentRouteWithProbe(<ImpactJourney item={journeyItem(9603)} idSection={241} />)}</Routes>,
    { route: '/content/9603?idSection=241' },
  );
}

/** Stands in for the same-origin page the browser would load: its sections and where each one sits. */
function fillFrame(frame: HTMLIFrameElement, tops: Record<string, number>) {
  const document = frame.contentDocument as Document;
  const view = document.defaultView as Window;
  // jsdom does not load the page: the frame holds an empty document.
  const root =
    document.body ?? document.documentElement ?? document.appendChild(document.createElement('html'));
  for (const [id, top] of Object.entries(tops)) {
    const section = document.createElement('section');
    section.id = id;
    section.getBoundingClientRect = () => ({ top }) as DOMRect;
    root.append(section);
  }
  const scrollTo = vi.fn();
  view.scrollTo = scrollTo as unknown as Window['scrollTo'];
  return scrollTo;
}

// Role queries over the map are slow in jsdom on a busy machine.
describe('impact journey (content type 23)', { timeout: 20_000 }, () => {
  it('groups the pages by chapter in "MAPA DE LOCALIZAÇÃO"', async () => {
    renderImpact();
    expect(await screen.findByRole('heading', { level: 2, name: 'A história da Marina' })).toBeTruthy();
    expect(api.paths()).toEqual(['/content/impactmenu/9603']);
    expect(screen.getByText('CAP 1 · Escuta ativa')).toBeTruthy();
    expect(screen.getByText('Página 1 de 6')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const map = screen.getByRole('dialog', { name: 'MAPA DE LOCALIZAÇÃO' });
    expect(
      within(map)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['CAP 1 · Escuta ativa', 'CAP 2 · Resolução no primeiro contato', 'CAP 3 · Encantamento']);
    const chapter2 = within(map).getByRole('region', { name: 'CAP 2 · Resolução no primeiro contato' });
    expect(
      within(chapter2)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['3Diagnóstico em três perguntas', '4Quando encaminhar']);
    fireEvent.click(within(chapter2).getByRole('button', { name: /Quando encaminhar/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Quando encaminhar' })).toBeTruthy();
    expect(screen.getByText('CAP 2 · Resolução no primeiro contato')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/content/9603?idSection=241&pagina=4');
  });

  it("scrolls the frame's document to the part's anchor, keeping one frame for one page", async () => {
    renderImpact();
    await screen.findByRole('heading', { level: 2, name: 'A história da Marina' });
    const frame = screen.getByTitle('A história da Marina') as HTMLIFrameElement;
    expect(new URL(frame.src).pathname).toBe('/demo/journeys/impacto-atendimento.html');
    expect(new URL(frame.src).hash).toBe('');
    const scrollTo = fillFrame(frame, { 'escuta-historia': 0, 'escuta-exercicio': 640 });
    fireEvent.load(frame);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });

    fireEvent.click(screen.getByRole('button', { name: /Próxima/ }));
    expect(screen.getByTitle('Exercício: parafrasear')).toBe(frame);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 640, behavior: 'auto' });
  });

  it('says "Não há conteúdo a ser visualizado" without chapters', async () => {
    renderImpact(() => ({ success: true, result: [{ text: 'Vazia', children: [] }] }));
    expect(await screen.findByText('Não há conteúdo a ser visualizado')).toBeTruthy();
  });

  itShowsLoadingAndError('the journey', (answer) => renderImpact(answer));
});
