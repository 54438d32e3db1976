import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { choose } from '../../../tests/setup/choose';
import { Block } from '../../../src/engine/Block';
import { loadAllValidators } from '../../../src/engine/validate';
import type { ScheduleEvent, ScheduleType } from '../../../src/generated/types';
import { toSpans } from '../../../src/ui/schedule/events';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, type FakeApi } from '../../../tests/setup/fake-api';
import { agendaGroups } from './agendaGroups';

// Local times, so the expectations hold in any time zone.
const at = (month: number, day: number, hour: number, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute).toISOString();

const types: ScheduleType[] = [
  { idScheduleType: 41, description: 'Turma presencial', color: '#1E3A8A' },
  { idScheduleType: 42, description: 'Webinar' },
];
const events: ScheduleEvent[] = [
  {
    idSchedule: 2,
    title: 'Webinar: atendimento omnichannel',
    startDate: at(11, 26, 19),
    endDate: at(11, 26, 20, 30),
    idScheduleType: 42,
    description: 'Como manter a mesma qualidade no chat e no telefone.',
    url: 'https://eventos.horizonte.test/omnichannel',
  },
  {
    idSchedule: 1,
    title: 'Turma de liderança situacional',
    startDate: at(11, 18, 9),
    endDate: at(11, 18, 17),
    idScheduleType: 41,
  },
  { idSchedule: 3, title: 'Webinar: feedback', startDate: at(12, 9, 19), idScheduleType: 42 },
  { idSchedule: 4, title: 'Turma de atendimento', startDate: at(11, 26, 9), idScheduleType: 41 },
];

describe('agendaGroups', () => {
  const spans = toSpans(events);

  it('groups every event by month, then by day, earliest first', () => {
    const months = agendaGroups(spans, 'all');
    expect(months.map(({ month }) => month.getMonth() + 1)).toEqual([11, 12]);
    expect(months[0]!.days.map(({ day }) => day.getDate())).toEqual([18, 26]);
    expect(months[0]!.days[1]!.spans.map((span) => span.event.idSchedule)).toEqual([4, 2]);
    expect(months[1]!.days[0]!.spans.map((span) => span.event.idSchedule)).toEqual([3]);
  });

  it('keeps one category, and gives no month when none of its events is left', () => {
    const webinars = agendaGroups(spans, '42');
    expect(
      webinars.flatMap(({ days }) => days.flatMap((day) => day.spans.map((s) => s.event.idSchedule))),
    ).toEqual([2, 3]);
    expect(agendaGroups(spans, '99')).toEqual([]);
    expect(agendaGroups([], 'all')).toEqual([]);
  });
});

describe('block Calendar', () => {
  let api: FakeApi | undefined;
  afterEach(() => api?.restore());

  const render = async (schedules: ScheduleEvent[] = events) => {
    api = installFakeApi((url) =>
      url.pathname.endsWith('/listschedulestype')
        ? { success: true, scheduleResult: { types } }
        : { success: true, scheduleResult: { schedules } },
    );
    await loadAllValidators();
    return renderWithEngine(
      <Block block={{ blockType: 'Calendar', idBlock: 14, title: 'Agenda de treinamentos' }} />,
    );
  };
  // Plain selectors: role queries over the whole agenda are slow in jsdom.
  const eventButtons = () => document.querySelectorAll('section[aria-label] button');
  const month = (name: string) => document.querySelector<HTMLElement>(`section[aria-label="${name}"]`);

  it('shows the events by month and day (d/m/Y) under the block title', async () => {
    await render();
    await screen.findByText('Turma de atendimento');
    expect(screen.getByText('Agenda de treinamentos').tagName).toBe('H2');
    const november = month('Novembro de 2026')!;
    expect(within(november).getByText('Novembro de 2026').tagName).toBe('H3');
    expect(within(november).getByText('18/11/2026')).toBeTruthy();
    expect(within(november).getByText('26/11/2026')).toBeTruthy();
    expect(within(november).getByText('Turma de atendimento').closest('button')?.textContent).toBe(
      '09:00Turma de atendimentoTurma presencial',
    );
    expect(month('Dezembro de 2026')).toBeTruthy();
    expect(api?.calls.some((url) => url.searchParams.has('scheduleTypes'))).toBe(false);
  });

  it('narrows the events to the chosen category, and back to all', async () => {
    await render();
    await screen.findByText('Turma de atendimento');
    expect(eventButtons()).toHaveLength(4);
    choose('Categoria', 'Webinar');
    await waitFor(() => expect(eventButtons()).toHaveLength(2));
    expect(screen.queryByText('Turma de atendimento')).toBeNull();
    expect(screen.queryByText('18/11/2026')).toBeNull();
    choose('Categoria', 'Todas as categorias');
    await waitFor(() => expect(eventButtons()).toHaveLength(4));
  });

  it("opens an event's details in the modal, with its days d/m/Y and its link, and closes it", async () => {
    await render();
    fireEvent.click((await screen.findByText('Webinar: atendimento omnichannel')).closest('button')!);
    const dialog = await screen.findByRole('dialog', { name: 'Webinar: atendimento omnichannel' });
    expect(within(dialog).getByText('26/11/2026, das 19:00 às 20:30')).toBeTruthy();
    expect(within(dialog).getByText(/Tipo: Webinar/)).toBeTruthy();
    expect(within(dialog).getByText('Como manter a mesma qualidade no chat e no telefone.')).toBeTruthy();
    expect(within(dialog).getByRole('link').getAttribute('href')).toBe(
      'https://eventos.horizonte.test/omnichannel',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the agenda has no event', async () => {
    await render([]);
    expect(await screen.findByText('Nenhum evento na agenda.')).toBeTruthy();
  });
});
