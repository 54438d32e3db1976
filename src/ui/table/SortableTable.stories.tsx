import type { Meta, StoryObj } from '@storybook/react-vite';
import { EnrollmentsTable } from './example';

/** Sorted by course at first; a header click sorts by it, a second click reverses. */
function Enrollments(props: Parameters<typeof EnrollmentsTable>[0]) {
  return <EnrollmentsTable initialSort={{ column: 'course', direction: 'ascending' }} {...props} />;
}

const meta = {
  title: 'Widgets/Sortable table',
  component: Enrollments,
  args: {
    rows: [
      { id: 1, course: 'Vendas consultivas', progress: 40 },
      { id: 2, course: 'Ética no trabalho', progress: 100 },
      { id: 3, course: 'Atendimento ao cliente', progress: 5 },
    ],
  },
} satisfies Meta<typeof Enrollments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sorted: Story = {};
export const Empty: Story = { args: { rows: [] } };
