import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { clearSession, SessionProvider } from '../../../src/session';
import type { ContentItem, MenuSection } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { journeyViewerApi } from '../../../tests/setup/journey-viewers';
import Journey from './index';
import {
  journeyItem,
  journeyPartsAnswer,
  journeySection,
  LocationProbe,
  contentRouteWithProbe,
} from '../../../src/features/journeys/test-support';
import { signInForTest } from '../../../tests/setup/signed-in';
import { itShowsLoadingAndError } from '../../../tests/setup/load-states';

const api = journeyViewerApi();
afterEach(() => clearSession());

const journey = journeyItem(9601);

function renderJourney(
  answer: (url: URL) => unknown,
  { item = journey, route = '/content/9601?idSection=241' }: { item?: ContentItem; route?: string } = {},
) {
  signInForTest({ menu: [journeySection as MenuSection] });
  api.install(answer);
  return renderWithEngine(
    <SessionProvider>
      <Routes>
        {contentRouteWithProbe(<Journey item={item} idSection={241} />)}
        <Route path="/jornadas-interativas/241" element={<LocationProbe />} />
      </Routes>
    </SessionProvider>,
    // The first test counts the calls: the app's freshness, not none.
    { route, appStaleTime: true },
  );
}

const pageHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
const progress = () => screen.getByRole('progressbar', { name: 'Progresso na jornada' });
const location = () => screen.getByTestId('location').textContent;

describe('journey (content types 15 and 22)', { timeout: 20_000 }, () => {
  it('loads the parts and opens on the first page by classification, the progress bar at 1 of 4', async () => {
    renderJourney(() => journeyPartsAnswer(9601));
    expect(await screen.findByRole('heading', { level: 2, name: 'Boas-vindas à Aurora' })).toBeTruthy();
    expect(api.paths()).toEqual(['/content/journeyparts/9601']);
    expect(progress().getAttribute('value')).toBe('1');
    expect(progress().getAttribute('max')).toBe('4');
    expect(screen.getByText('Página 1 de 4')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Anterior/ }) as HTMLButtonElement).disabled).toBe(true);
    // HTML content, sanitised.
    expect(screen.getByText(/Que bom ter você com a gente!/)).toBeTruthy();
  });

  it('moves page by page with Próxima and Anterior, keeps the page in ?pagina= and focuses the title', async () => {
    renderJourney(() => journeyPartsAnswer(9601));
    await screen.findByRole('heading', { level: 2, name: 'Boas-vindas à Aurora' });
    fireEvent.click(screen.getByRole('button', { name: /Próxima/ }));
    const title = pageHeading('Nossa cultura');
    expect(document.activeElement).toBe(title);
    expect(progress().getAttribute('value')).toBe('2');
    expect(location()).toBe('/content/9601?idSection=241&pagina=2');
    const frame = screen.getByTitle('Nossa cultura') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(new URL(frame.src).pathname).toBe('/demo/journeys/cultura.html');
    // A page of the app's own origin: readable (to scroll it), but it runs no script.
    expect(frame.getAttribute('sandbox')).toContain('allow-same-origin');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');

    fireEvent.click(screen.getByRole('button', { name: /Anterior/ }));
    expect(document.activeElement).toBe(pageHeading('Boas-vindas à Aurora'));
    expect(progress().getAttribute('value')).toBe('1');
  });

  it('turns the page with the arrow keys, but not while typing', async () => {
    renderJourney(() => journeyPartsAnswer(9601));
    await screen.findByRole('heading', { level: 2, name: 'Boas-vindas à Aurora' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(pageHeading('Ferramentas do dia a dia')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(pageHeading('Nossa cultura')).toBeTruthy();
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'ArrowRight' });
    expect(pageHeading('Nossa cultura')).toBeTruthy();
    input.remove();
  });

  it('lists the pages in classification order in "MAPA DE LOCALIZAÇÃO" and jumps to one', async () => {
    renderJourney(() => journeyPartsAnswer(9601));
    await screen.findByRole('heading', { level: 2, name: 'Boas-vindas à Aurora' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const map = screen.getByRole('dialog', { name: 'MAPA DE LOCALIZAÇÃO' });
    const entries = within(map)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent);
    expect(entries).toEqual([
      '1Boas-vindas à Aurora',
      '2Nossa cultura',
      '3Ferramentas do dia a dia',
      '4Checklist da primeira semana',
    ]);
    const current = within(map).getByRole('button', { name: /Boas-vindas à Aurora/ });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(document.activeElement).toBe(current);

    fireEvent.click(within(map).getByRole('button', { name: /Checklist da primeira semana/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(pageHeading('Checklist da primeira semana'));
    expect(progress().getAttribute('value')).toBe('4');
    expect((screen.getByRole('button', { name: /Próxima/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('"SAIR DESTE MÓDULO" goes back to the section when the journey was opened directly', async () => {
    renderJourney(() => journeyPartsAnswer(9601));
    await screen.findByRole('heading', { level: 2, name: 'Boas-vindas à Aurora' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'SAIR DESTE MÓDULO' }));
    await waitFor(() => expect(location()).toBe('/jornadas-interativas/241?idSection=241'));
  });

  it('the back button leaves the journey too', async () => {
    renderJourney(() => journeyPartsAnswer(9601));
    await screen.findByRole('heading', { level: 2, name: 'Boas-vindas à Aurora' });
    fireEvent.click(screen.getByRole('button', { name: /Voltar/ }));
    await waitFor(() => expect(location()).toBe('/jornadas-interativas/241?idSection=241'));
  });

  it('opens at ?pagina=N', async () => {
    renderJourney(() => journeyPartsAnswer(9601), { route: '/content/9601?idSection=241&pagina=3' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ferramentas do dia a dia' })).toBeTruthy();
    expect(progress().getAttribute('value')).toBe('3');
  });

  it('sanitises HTML pages and shows the fallback in place of an invalid part', async () => {
    renderJourney(() => ({
      success: true,
      listJourneyPart: [
        {
          idContentItem: 1,
          idContentType: 5,
          text: 'Página com HTML',
          idClassification: 1,
          content: '<p>Olá</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
        },
        { idContentItem: 2, idClassification: 2 },
      ],
    }));
    await screen.findByRole('heading', { level: 2, name: 'Página com HTML' });
    const page = screen.getByRole('region', { name: 'Página com HTML' });
    expect(page.querySelector('script')).toBeNull();
    expect(page.querySelector('[onerror]')).toBeNull();
    expect(within(page).getByText('Olá')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: /Próxima/ })));
    expect(pageHeading('Página 2')).toBeTruthy();
    expect(screen.getByText('Este item não pôde ser exibido.')).toBeTruthy();
  });

  it('says "Não há conteúdo a ser visualizado" for a journey without pages', async () => {
    renderJourney(() => ({ success: true, listJourneyPart: [] }));
    expect(await screen.findByText('Não há conteúdo a ser visualizado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SAIR DESTE MÓDULO' })).toBeTruthy();
  });

  itShowsLoadingAndError('the parts', (answer) => renderJourney(answer));
});
