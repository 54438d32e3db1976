import type { Meta, StoryObj } from '@storybook/react-vite';
import { Block } from '../../../src/engine/Block';
import { blockLoaders } from '../../../.storybook/learning-blocks';
import part from '../../../fixtures/horizonte/parts/directory.json';
import { withFakeApi } from '../../../tests/setup/fake-api';

const agendaApi = (schedules: unknown[]) =>
  withFakeApi((url) =>
    url.pathname.endsWith('/listschedulestype')
      ? { success: true, scheduleResult: { types: part.scheduleTypes } }
      : { success: true, scheduleResult: { schedules } },
  );

const meta = {
  title: 'Blocks/Calendar',
  component: Block,
  loaders: blockLoaders,
  args: { block: { blockType: 'Calendar', idBlock: 14, title: 'Agenda de treinamentos' } },
  decorators: [agendaApi(part.schedules)],
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Horizonte's agenda: pick a category, open an event. */
export const Default: Story = {};
export const Empty: Story = { decorators: [agendaApi([])] };
