import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Switch } from './Switch';

function Notifications() {
  const [on, setOn] = useState(false);
  return (
    <Switch isSelected={on} onChange={setOn}>
      Receber notificações
    </Switch>
  );
}

describe('Switch', () => {
  it('is a switch named by its label that toggles on each click and reports its state', () => {
    render(<Notifications />);
    const toggle = screen.getByRole('switch', { name: 'Receber notificações' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it('cannot be changed when disabled', () => {
    render(
      <Switch isSelected={false} onChange={() => {}} isDisabled>
        Modo escuro
      </Switch>,
    );
    expect((screen.getByRole('switch', { name: 'Modo escuro' }) as HTMLInputElement).disabled).toBe(true);
  });
});
