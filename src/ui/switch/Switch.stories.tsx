import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from './Switch';

function Setting({ initial, isDisabled }: { initial: boolean; isDisabled?: boolean }) {
  const [on, setOn] = useState(initial);
  return (
    <Switch isSelected={on} onChange={setOn} isDisabled={isDisabled}>
      Receber notificações por e-mail
    </Switch>
  );
}

const meta = { title: 'Widgets/Switch', component: Setting, args: { initial: false } } satisfies Meta<
  typeof Setting
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { initial: true } };
export const Disabled: Story = { args: { initial: true, isDisabled: true } };
