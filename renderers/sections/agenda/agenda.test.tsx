import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MenuSection, ScheduleEvent, ScheduleType } from '../../../src/generated/types';
import { monthTitle } from '../../../src/i18n/dates';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, serverError, type FakeApi } from '../../../tests/setup/fake-api';
import { describeWhen, spansInMonth, spansOnDay, toSpans } from '../../../src/ui/schedule/events';
import { monthWeeks, parseMonth, weekdayNames } from './calendar';
import Agenda from './index';

const section: MenuSection = { idSection: 153, idSectionType: 25, name: 'Agenda corporativa' };

// Local times, so the expectations hold in any time zone.
const at = (month: number, day: number, hour: number, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute).toISOString();

const types: ScheduleType[] = [
  { idScheduleType: 41, description: 'Treinamento', color: '#0F766E' },
  { idScheduleType: 42, description: 'Reunião geral' },
];
const events: ScheduleEvent[] = [
  {
    idSchedule: 1,
    title: 'Workshop de negociação',
    startDate: at(11, 12, 9, 30),
    endDate: at(11, 12, 13, 30),
    idScheduleType: 41,
    description: 'Técnicas de negociação para o time comercial.',
    url: 'https://meet.aurora.test/negociacao',
  },
  {
    idSchedule: 2,
    title: 'Semana de saúde mental',
    startDate: at(11, 23, 9),
    endDate: at(11, 27, 18),
    idScheduleType: 42,
  },
  { idSchedule: 3, title: 'Reunião de encerramento', startDate: at(12, 10, 14), idScheduleType: 42 },
];

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  vi.useRealTimers();
});

/** The schedule routes over `types` and `events`, filtered by ?scheduleTypes= as the server does. */
function scheduleAnswer(url: URL) {
  if (url.pathname === '/schedule/listschedulestype') return { success: true, scheduleResult: { types } };
  const wanted = url.searchParams.get('scheduleTypes')?.split(',').map(Number);
  const schedules = events.filter((event) => !wanted || wanted.includes(event.idScheduleType));
  return { success: true, scheduleResult: { schedules } };
}

function renderAgenda(route = '/agenda/153?idSection=153&mes=2026-11', fail = false) {
  api = installFakeApi((url) => (fail ? serverError() : scheduleAnswer(url)));
  return renderWithEngine(<Agenda section={section} format={{}} items={[]} />, { route, appStaleTime: true });
}

const dayCell = (container: HTMLElement, date: string) =>
  container.querySelector(`[data-day="${date}"]`) as HTMLElement;

describe('agenda calendar arithmetic', () => {
  it('draws whole weeks from Sunday, with pt-BR names', () => {
    const november = parseMonth('2026-11')!;
    const weeks = monthWeeks(november);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]!.getDate()).toBe(1); // 1 Nov 2026 is a Sunday
    expect(weeks[4]![6]!.getDate()).toBe(5); // ... and the grid ends on Sat 5 Dec
    expect(monthWeeks(parseMonth('2026-08')!)).toHaveLength(6);
    expect(weekdayNames().map((name) => name.long)).toEqual([
      'domingo',
      'segunda-feira',
      'terça-feira',
      'quarta-feira',
      'quinta-feira',
      'sexta-feira',
      'sábado',
    ]);
    expect(monthTitle(november)).toBe('Novembro de 2026');
    expect(parseMonth('2026-13')).toBeUndefined();
  });

  it('puts an event on each day it spans and in each month it touches', () => {
    const spans = toSpans(events);
    expect(spansOnDay(spans, new Date(2026, 10, 25)).map((span) => span.event.idSchedule)).toEqual([2]);
    expect(spansOnDay(spans, new Date(2026, 10, 28))).toEqual([]);
    expect(spansInMonth(spans, parseMonth('2026-11')!).map((span) => span.event.idSchedule)).toEqual([1, 2]);
    expect(spansInMonth(spans, parseMonth('2026-12')!).map((span) => span.event.idSchedule)).toEqual([3]);
  });

  it('writes the date and the time range in pt-BR', () => {
    const [workshop, week, meeting] = toSpans(events);
    expect(describeWhen(workshop!)).toBe('quinta-feira, 12 de novembro de 2026, das 09:30 às 13:30');
    expect(describeWhen(week!)).toBe(
      'De 23 de novembro de 2026, 09:00, a 27 de novembro de 2026, 18:00 (5 dias)',
    );
    expect(describeWhen(meeting!)).toBe('quinta-feira, 10 de dezembro de 2026, às 14:00');
  });
});

describe('agenda (section type 25)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 10));
  });

  it('shows the month with the events on their days and today marked', async () => {
    const { container } = renderAgenda('/agenda/153?idSection=153');
    expect(screen.getByRole('heading', { name: 'Novembro de 2026' })).toBeTruthy();
    const chip = await screen.findByRole('button', { name: 'Workshop de negociação' });
    expect(within(dayCell(container, '2026-11-12')).getByRole('button')).toBe(chip);
    for (const day of ['23', '24', '25', '26', '27'])
      expect(within(dayCell(container, `2026-11-${day}`)).getByText('Semana de saúde mental')).toBeTruthy();
    expect(dayCell(container, '2026-11-22').getAttribute('aria-current')).toBe('date');
    expect(screen.getByRole('columnheader', { name: 'dom' }).querySelector('abbr')?.title).toBe('domingo');
    expect(screen.queryByRole('button', { name: 'Hoje' })).toBeNull();
  });

  it('moves between months through ?mes= and says "Nenhum evento neste mês" when empty', async () => {
    renderAgenda();
    await screen.findByRole('button', { name: 'Workshop de negociação' });
    fireEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(screen.getByRole('heading', { name: 'Dezembro de 2026' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Reunião de encerramento' }).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(screen.getByRole('heading', { name: 'Janeiro de 2027' })).toBeTruthy();
    expect(screen.getByText('Nenhum evento neste mês')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hoje' }));
    expect(screen.getByRole('heading', { name: 'Novembro de 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(screen.getByRole('heading', { name: 'Outubro de 2026' })).toBeTruthy();
  });

  it('filters by type through the scheduleTypes query', async () => {
    renderAgenda();
    await screen.findByRole('button', { name: 'Workshop de negociação' });
    const filter = screen.getByRole('group', { name: 'Tipos de evento' });
    const meetings = within(filter).getByRole('checkbox', { name: 'Reunião geral' }) as HTMLInputElement;
    expect(meetings.checked).toBe(true);
    fireEvent.click(meetings);
    await waitFor(() => expect(screen.queryByText('Semana de saúde mental')).toBeNull());
    expect(api?.calls.at(-1)?.search).toBe('?scheduleTypes=41');
    fireEvent.click(within(filter).getByRole('checkbox', { name: 'Treinamento' }));
    expect(await screen.findByText('Nenhum evento neste mês')).toBeTruthy();
  });

  it('keeps the shown events while the filtered ones load, with no loading text', async () => {
    let answer: (() => void) | undefined;
    renderAgenda();
    await screen.findByRole('button', { name: 'Workshop de negociação' });
    api = installFakeApi(async (url) => {
      if (url.searchParams.has('scheduleTypes')) await new Promise<void>((done) => (answer = done));
      return scheduleAnswer(url);
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reunião geral' }));
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.getAllByText('Semana de saúde mental').length).toBeGreaterThan(0);
    expect(screen.queryByText('Carregando...')).toBeNull();
    answer!();
    await waitFor(() => expect(screen.queryByText('Semana de saúde mental')).toBeNull());
    expect(screen.getAllByText('Workshop de negociação').length).toBeGreaterThan(0);
  });

  it('opens the detail dialog with title, when, type, description and link', async () => {
    renderAgenda();
    fireEvent.click(await screen.findByRole('button', { name: 'Workshop de negociação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Workshop de negociação' });
    expect(within(dialog).getByText('quinta-feira, 12 de novembro de 2026, das 09:30 às 13:30')).toBeTruthy();
    expect(within(dialog).getByText('Tipo: Treinamento')).toBeTruthy();
    expect(within(dialog).getByText('Técnicas de negociação para o time comercial.')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: /Acessar o link do evento/ });
    expect(link.getAttribute('href')).toBe('https://meet.aurora.test/negociacao');
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the load error with a retry', async () => {
    renderAgenda(undefined, true);
    expect(await screen.findByText('Houve algum erro durante o carregamento das informações')).toBeTruthy();
  });
});
