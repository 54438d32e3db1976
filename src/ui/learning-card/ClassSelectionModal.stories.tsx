// The class selection modal (learning-area.md 4.4, 5) over the demo classes: direct enrolment, a request,
// one awaiting approval, an unlimited class and a full one; enrolling answers as the server does.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { approvalTeam, directTeam, fullTeam, unlimitedTeam } from '../../../tests/fixtures/learning-samples';
import { json, never, withFakeApi } from '../../../tests/setup/fake-api';
import { ClassSelectionModal } from './ClassSelectionModal';

const classes = [
  directTeam,
  approvalTeam,
  { ...approvalTeam, idTeam: 21, awaitingApproval: true },
  unlimitedTeam,
  fullTeam,
];

const meta = {
  title: 'Widgets/Class selection modal',
  component: ClassSelectionModal,
  args: { open: true, onClose: () => undefined, nodeCode: 'HZ-LID-01', courseTitle: 'Liderança Situacional' },
  decorators: [
    withFakeApi((url, init) => {
      if (init?.method !== 'POST') return { data: classes };
      if (url.pathname.endsWith('/request')) return { data: { newId: 40 } };
      return json(409, { success: false, message: 'Não há vagas disponíveis nesta turma.' });
    }),
  ],
} satisfies Meta<typeof ClassSelectionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryKindOfClass: Story = {};
/** The list while it loads (the answer never comes). */
export const Loading: Story = { decorators: [withFakeApi(never)] };
/** 'There is an error.' (learning-area.md 8, class list load failure). */
export const LoadFailed: Story = {
  decorators: [withFakeApi(() => json(500, { success: false, message: 'falhou' }))],
};
/** A re-enrolment: its loading words say 'a sua rematrícula'. */
export const Reenrollment: Story = { args: { reenroll: true } };
