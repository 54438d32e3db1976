import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoSession, withApi, withSession } from '../../../.storybook/providers';
import { never, serverError } from '../../../tests/setup/fake-api';
import { journeyItem, journeyPartsAnswer } from '../../../src/features/journeys/test-support';
import SteppedJourney from './index';

const meta = {
  title: 'Contents/Stepped journey (type 16)',
  component: SteppedJourney,
  args: { item: journeyItem(9602), idSection: 241 },
  decorators: [withSession(demoSession())],
} satisfies Meta<typeof SteppedJourney>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing seen yet: step 1 current, step 2 open, the others locked. */
export const Default: Story = { decorators: [withApi(() => journeyPartsAnswer(9602))] };
/** progress 50: steps 1 and 2 already seen, step 3 open. */
export const HalfDone: Story = {
  args: { item: { ...journeyItem(9602), progress: 50 } },
  decorators: [withApi(() => journeyPartsAnswer(9602))],
};
export const Empty: Story = { decorators: [withApi(() => ({ success: true, listJourneyPart: [] }))] };
export const Loading: Story = { decorators: [withApi(never)] };
export const LoadError: Story = {
  decorators: [withApi(serverError)],
};
