import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger and hides with Escape', () => {
    render(
      <Tooltip text="Conteúdo bloqueado até concluir a aula anterior">
        <button type="button">Aula 3</button>
      </Tooltip>,
    );
    const lesson = screen.getByRole('button', { name: 'Aula 3' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    // react-aria shows a tooltip at once on focus only when the last interaction was the keyboard.
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => lesson.focus());
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Conteúdo bloqueado até concluir a aula anterior');
    expect(lesson.getAttribute('aria-describedby')).toBe(tooltip.id);
    fireEvent.keyDown(lesson, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
