import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSectionItems, articleOfLink, testItem, testSection } from '../../../tests/setup/engine';
import JourneyList from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section = testSection(12, { idSection: 123, name: 'Minhas jornadas' });

const journeys = [
  testItem(21, 15, 'Integração', { image: '/img/a.svg', progress: 100, completed: 1 }),
  testItem(22, 16, 'Segurança da informação', { progress: 60 }),
  testItem(23, 23, 'Atendimento que encanta', { progress: 0 }),
];

const renderList = (raw: unknown[]) => renderSectionItems(JourneyList, section, raw);

const row = articleOfLink;

describe('journey list (section type 12)', () => {
  it('shows each journey as a row opening /content/{idContentItem}?idSection={idSection}', () => {
    renderList(journeys);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(hrefOf('Segurança da informação')).toBe('/content/22?idSection=123');
    expect(within(row('Segurança da informação')).getByText('Jornada em etapas')).toBeTruthy();
    expect(within(row('Atendimento que encanta')).getByText('Jornada de impacto')).toBeTruthy();
  });

  it('shows the progress of a journey under way and "Concluído" on a finished one', () => {
    renderList(journeys);
    const bar = within(row('Segurança da informação')).getByRole('progressbar') as HTMLProgressElement;
    expect(bar.value).toBe(60);
    expect(within(row('Integração')).getByText('Concluído')).toBeTruthy();
    expect(within(row('Integração')).queryByRole('progressbar')).toBeNull();
    expect(screen.getAllByText('Concluído')).toHaveLength(1);
  });
});
