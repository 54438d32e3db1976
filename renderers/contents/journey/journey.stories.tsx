import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoSession, withApi, withSession } from '../../../.storybook/providers';
import { never, serverError } from '../../../tests/setup/fake-api';
import Journey from './index';
import { journeyItem, journeyPartsAnswer } from '../../../src/features/journeys/test-support';

const meta = {
  title: 'Contents/Journey (types 15 and 22)',
  component: Journey,
  args: { item: journeyItem(9601), idSection: 241 },
  decorators: [withSession(demoSession())],
} satisfies Meta<typeof Journey>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four pages in classification order: HTML content and same-origin embedded pages. */
export const Default: Story = { decorators: [withApi(() => journeyPartsAnswer(9601))] };
/** Type 22 draws the same viewer. */
export const Type22: Story = {
  args: { item: journeyItem(9604) },
  decorators: [withApi(() => journeyPartsAnswer(9604))],
};
/** "Não há conteúdo a ser visualizado". */
export const Empty: Story = { decorators: [withApi(() => ({ success: true, listJourneyPart: [] }))] };
/** A part without a title shows the fallback in its page; the others stay. */
export const InvalidPart: Story = {
  decorators: [
    withApi(() => ({
      success: true,
      listJourneyPart: [...journeyPartsAnswer(9601).listJourneyPart.slice(0, 2), { idContentItem: 9 }],
    })),
  ],
};
export const Loading: Story = { decorators: [withApi(never)] };
/** "Houve algum erro durante o carregamento das informações". */
export const LoadError: Story = {
  decorators: [withApi(serverError)],
};
