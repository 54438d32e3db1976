import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoSession, withApi, withSession } from '../../../.storybook/providers';
import { never, serverError } from '../../../tests/setup/fake-api';
import { impactMenuAnswer, journeyItem } from '../../../src/features/journeys/test-support';
import ImpactJourney from './index';

const meta = {
  title: 'Contents/Impact journey (type 23)',
  component: ImpactJourney,
  args: { item: journeyItem(9603), idSection: 241 },
  decorators: [withSession(demoSession())],
} satisfies Meta<typeof ImpactJourney>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three chapters of two parts, all anchors of one embedded page (served at /demo/ by the API). */
export const Default: Story = { decorators: [withApi(() => impactMenuAnswer(9603))] };
export const Empty: Story = {
  decorators: [withApi(() => ({ success: true, result: [{ text: 'Sem capítulos', children: [] }] }))],
};
export const Loading: Story = { decorators: [withApi(never)] };
export const LoadError: Story = {
  decorators: [withApi(serverError)],
};
