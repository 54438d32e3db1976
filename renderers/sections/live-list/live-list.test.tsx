import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSectionItems, articleOfLink, testItem, testSection } from '../../../tests/setup/engine';
import LiveList from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section = testSection(5, { idSection: 121, name: 'Ao vivo' });
// Local times, so "today" is the same calendar day in whatever zone the tests run in.
const at = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes).toISOString();

const events = [
  testItem(1, 6, 'Workshop de LGPD', { initDate: at(26, 14) }),
  testItem(2, 6, 'Resultados do trimestre', { initDate: at(24, 16, 30) }),
  testItem(3, 8, 'Encontro de novas pessoas', { initDate: at(18, 11) }),
  testItem(4, 6, 'Bate-papo sobre saúde mental', { initDate: at(24, 10) }),
  testItem(5, 6, 'Sem data marcada'),
];

const renderList = (raw: unknown[]) => renderSectionItems(LiveList, section, raw);

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const row = articleOfLink;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 9, 0));
});
afterEach(() => vi.useRealTimers());

describe('live list (section types 5 and 11)', () => {
  it('lists the events by date, undated ones last', () => {
    renderList(events);
    expect(titles()).toEqual([
      'Encontro de novas pessoas',
      'Bate-papo sobre saúde mental',
      'Resultados do trimestre',
      'Workshop de LGPD',
      'Sem data marcada',
    ]);
  });

  it('marks the events of today "AO VIVO" and dates the others in pt-BR', () => {
    renderList(events);
    expect(screen.getAllByText('AO VIVO')).toHaveLength(2);
    expect(within(row('Resultados do trimestre')).getByText('AO VIVO')).toBeTruthy();
    expect(within(row('Bate-papo sobre saúde mental')).getByText('AO VIVO')).toBeTruthy();
    const workshop = within(row('Workshop de LGPD')).getByText('26 de novembro de 2026 às 14:00');
    expect(workshop.tagName).toBe('TIME');
    expect(workshop.getAttribute('datetime')).toBe(at(26, 14));
    expect(within(row('Encontro de novas pessoas')).queryByText('AO VIVO')).toBeNull();
  });

  it('opens a live on the live player, /liveplayer/{id}?idSection=, and any other item on its content page', () => {
    renderList(events);
    expect(hrefOf('Workshop de LGPD')).toBe('/liveplayer/1?idSection=121');
    expect(hrefOf('Encontro de novas pessoas')).toBe('/content/3?idSection=121');
  });
});
