import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Routes } from 'react-router-dom';
import type { ContentItem } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { journeyViewerApi } from '../../../tests/setup/journey-viewers';
import {
  journeyItem,
  journeyPartsAnswer,
  contentRouteWithProbe,
} from '../../../src/features/journeys/test-support';
import SteppedJourney from './index';

const api = journeyViewerApi();

const journey = journeyItem(9602);

function renderSteps({
  item = journey,
  route = '/content/9602?idSection=241',
}: { item?: ContentItem; route?: string } = {}) {
  api.install(() => journeyPartsAnswer(9602));
  return renderWithEngine(
    <Routes>{contentRouteWithProbe(<SteppedJourney item={item} idSection={241} />)}</Routes>,
    { route },
  );
}

const stepper = () => screen.getByRole('list', { name: 'Etapas da jornada' });
const step = (name: RegExp) => within(stepper()).getByRole('button', { name }) as HTMLButtonElement;
const states = () =>
  within(stepper())
    .getAllByRole('button')
    .map((button) => /\((\w+)\)/.exec(button.textContent ?? '')?.[1]);

describe('stepped journey (content type 16)', { timeout: 20_000 }, () => {
  it('shows the steps as a stepper: the first current, the next open, the others locked', async () => {
    renderSteps();
    expect(await screen.findByRole('heading', { level: 2, name: 'Senhas fortes' })).toBeTruthy();
    // Only the journey's parts are asked for (a slow host may see the query asked twice: which calls,
    // not how many, is the point).
    expect([...new Set(api.paths())]).toEqual(['/content/journeyparts/9602']);
    expect(states()).toEqual(['atual', 'liberada', 'bloqueada', 'bloqueada']);
    expect(step(/Etapa 1/).getAttribute('aria-current')).toBe('step');
    expect(step(/Etapa 3/).disabled).toBe(true);
    expect(step(/Etapa 2/).disabled).toBe(false);
  });

  it('opens the next step once the current one was seen, and always lets the learner go back', async () => {
    renderSteps();
    await screen.findByRole('heading', { level: 2, name: 'Senhas fortes' });
    fireEvent.click(screen.getByRole('button', { name: /Próxima/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Como reconhecer phishing' })).toBeTruthy();
    expect(states()).toEqual(['vista', 'atual', 'liberada', 'bloqueada']);
    expect(screen.getByRole('progressbar', { name: 'Progresso na jornada' }).getAttribute('value')).toBe('2');

    fireEvent.click(step(/Etapa 1/));
    expect(screen.getByRole('heading', { level: 2, name: 'Senhas fortes' })).toBeTruthy();
    expect(states()).toEqual(['atual', 'vista', 'liberada', 'bloqueada']);
    fireEvent.click(step(/Etapa 3/));
    expect(screen.getByRole('heading', { level: 2, name: 'Dispositivos protegidos' })).toBeTruthy();
    expect(states()).toEqual(['vista', 'vista', 'atual', 'liberada']);
  });

  it('locks the same steps in "MAPA DE LOCALIZAÇÃO"', async () => {
    renderSteps();
    await screen.findByRole('heading', { level: 2, name: 'Senhas fortes' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const map = screen.getByRole('dialog', { name: 'MAPA DE LOCALIZAÇÃO' });
    const entry = (name: RegExp) => within(map).getByRole('button', { name }) as HTMLButtonElement;
    expect(entry(/Dispositivos protegidos/).disabled).toBe(true);
    expect(entry(/Dispositivos protegidos/).textContent).toContain('(bloqueada)');
    expect(entry(/Como reconhecer phishing/).disabled).toBe(false);
    fireEvent.click(entry(/Como reconhecer phishing/));
    expect(screen.getByRole('heading', { level: 2, name: 'Como reconhecer phishing' })).toBeTruthy();
  });

  it('an old link to a locked step shows the furthest step seen; the arrows move one step at a time', async () => {
    renderSteps({ route: '/content/9602?idSection=241&pagina=4' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Senhas fortes' })).toBeTruthy();
    // The router moves in a transition: wait for each step rather than assume it is synchronous (two
    // keys sent at once could both start from the same page on a busy machine).
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Como reconhecer phishing' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Dispositivos protegidos' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/content/9602?idSection=241&pagina=3');
  });

  it("starts from the item's progress and remembers the steps seen for the session", async () => {
    const view = renderSteps({ item: { ...journey, progress: 50 } });
    await screen.findByRole('heading', { level: 2, name: 'Senhas fortes' });
    expect(states()).toEqual(['atual', 'vista', 'liberada', 'bloqueada']);
    fireEvent.click(step(/Etapa 3/));
    view.unmount();

    renderSteps();
    await screen.findByRole('heading', { level: 2, name: 'Senhas fortes' });
    expect(states()).toEqual(['atual', 'vista', 'vista', 'liberada']);
  });
});
