import { formatOf, sectionOfType } from '../../../.storybook/fixture';
import type { Meta, StoryObj } from '@storybook/react-vite';
import part from '../../../fixtures/aurora/parts/directory.json';
import { never, serverError, withFakeApi } from '../../../tests/setup/fake-api';
import Agenda from './index';

// The demo events are in November and December 2026: use "Próximo mês" / "Mês anterior" to reach
// them from another month.
const section = sectionOfType(25);
const format = formatOf(section);

const agendaApi = (schedules: unknown[]) =>
  withFakeApi((url) => {
    if (url.pathname.endsWith('/listschedulestype'))
      return { success: true, scheduleResult: { types: part.scheduleTypes } };
    const wanted = url.searchParams.get('scheduleTypes')?.split(',').map(Number);
    return {
      success: true,
      scheduleResult: {
        schedules: schedules.filter(
          (event) => !wanted || wanted.includes((event as { idScheduleType: number }).idScheduleType),
        ),
      },
    };
  });

const meta = {
  title: 'Sections/Agenda (type 25)',
  component: Agenda,
  args: { section, format, items: [] },
  decorators: [agendaApi(part.schedules)],
} satisfies Meta<typeof Agenda>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** "Nenhum evento neste mês". */
export const EmptyMonth: Story = { decorators: [agendaApi([])] };
export const Loading: Story = { decorators: [withFakeApi(never)] };
export const LoadError: Story = {
  decorators: [withFakeApi(serverError)],
};
/** An event without a title breaks the answer's schema: designer preview shows where. */
export const InvalidItem: Story = {
  decorators: [
    agendaApi([
      ...part.schedules,
      { idSchedule: 4999, startDate: '2026-11-30T12:00:00.000Z', idScheduleType: 41 },
    ]),
  ],
};
