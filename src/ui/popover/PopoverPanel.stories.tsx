import type { Meta, StoryObj } from '@storybook/react-vite';
import { PopoverPanel } from './PopoverPanel';

function InProgress() {
  return (
    <PopoverPanel triggerClassName="" trigger="Em andamento" title="Em andamento">
      {(close) => (
        <ul>
          {['Liderança Situacional', 'Atendimento de Excelência'].map((title) => (
            <li key={title}>
              <button type="button" onClick={close}>
                {title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </PopoverPanel>
  );
}

const meta = { title: 'Widgets/PopoverPanel', component: InProgress } satisfies Meta<typeof InProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
