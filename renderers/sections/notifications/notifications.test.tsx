import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MenuSection } from '../../../src/generated/types';
import { renderSectionItems, articleOfLink } from '../../../tests/setup/engine';
import Notifications from './index';

const section: MenuSection = { idSection: 172, idSectionType: 32, name: 'Notificações' };

const items = [
  {
    idContentItem: 5001,
    idContentType: 9,
    text: 'Pesquisa de clima aberta',
    description: 'Responda até 30 de abril.',
    initDate: new Date().toISOString(),
  },
  {
    idContentItem: 5002,
    idContentType: 9,
    text: 'Feriado de Tiradentes',
    description: 'Não haverá expediente.',
    initDate: new Date(2026, 2, 20, 12, 0).toISOString(),
  },
  { idContentItem: 5003, idContentType: 9, text: 'Sem data' },
];

const renderList = (raw: unknown[]) => renderSectionItems(Notifications, section, raw);

const row = articleOfLink;

describe('notifications (section type 32)', () => {
  it('opens each notification at /messages/{idContentItem}', () => {
    renderList(items);
    expect(screen.getByRole('link', { name: 'Pesquisa de clima aberta' }).getAttribute('href')).toBe(
      '/messages/5001',
    );
    expect(screen.getByRole('link', { name: 'Sem data' }).getAttribute('href')).toBe('/messages/5003');
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
