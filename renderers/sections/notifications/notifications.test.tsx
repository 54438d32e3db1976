import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSectionItems, articleOfLink, testItem, testSection } from '../../../tests/setup/engine';
import Notifications from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section = testSection(32, { idSection: 172, name: 'Notificações' });

const items = [
  testItem(5001, 9, 'Pesquisa de clima aberta', {
    description: 'Responda até 30 de abril.',
    initDate: new Date().toISOString(),
  }),
  testItem(5002, 9, 'Feriado de Tiradentes', {
    description: 'Não haverá expediente.',
    initDate: new Date(2026, 2, 20, 12, 0).toISOString(),
  }),
  testItem(5003, 9, 'Sem data'),
];

const renderList = (raw: unknown[]) => renderSectionItems(Notifications, section, raw);

const row = articleOfLink;

describe('notifications (section type 32)', () => {
  it('opens each notification at /messages/{idContentItem}', () => {
    renderList(items);
    expect(hrefOf('Pesquisa de clima aberta')).toBe('/messages/5001');
    expect(hrefOf('Sem data')).toBe('/messages/5003');
  });

  it('shows date, text and description: "Hoje" for today, the pt-BR date otherwise', () => {
    renderList(items);
    expect(within(row('Pesquisa de clima aberta')).getByText('Hoje').tagName).toBe('TIME');
    expect(within(row('Pesquisa de clima aberta')).getByText('Responda até 30 de abril.')).toBeTruthy();
    expect(within(row('Feriado de Tiradentes')).getByText('20 de março de 2026')).toBeTruthy();
    expect(row('Sem data').querySelector('time')).toBeNull();
    expect(screen.getAllByText('Hoje')).toHaveLength(1);
  });
});
