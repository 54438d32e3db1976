import type { Meta, StoryObj } from '@storybook/react-vite';
import { RelativeTime } from './RelativeTime';

const now = new Date('2026-11-12T12:30:00Z');

function Ages() {
  const moments = [
    '2026-11-12T12:29:40Z',
    '2026-11-12T12:05:00Z',
    '2026-11-12T03:00:00Z',
    '2026-10-20T12:00:00Z',
    '2026-06-01T12:00:00Z',
    '2023-01-15T12:00:00Z',
  ];
  return (
    <ul>
      {moments.map((iso) => (
        <li key={iso}>
          <RelativeTime iso={iso} now={now} />
        </li>
      ))}
    </ul>
  );
}

const meta = { title: 'Widgets/RelativeTime', component: Ages } satisfies Meta<typeof Ages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromSecondsToYears: Story = {};
