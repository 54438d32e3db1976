import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { formatTimeLeft, isTimerWarning } from './format';
import { Timer } from './Timer';

describe('timer rules (content-app.md 9)', () => {
  it.each([
    [21, false],
    [20, false],
    [19, true],
    [1, true],
    [0, true],
  ])('%i s left is a warning: %s', (seconds, warning) => expect(isTimerWarning(seconds)).toBe(warning));

  it('formats minutes and hours', () => {
    expect(formatTimeLeft(19)).toBe('00:19');
    expect(formatTimeLeft(600)).toBe('10:00');
    expect(formatTimeLeft(3725)).toBe('1:02:05');
    expect(formatTimeLeft(-3)).toBe('00:00');
  });
});

describe('<Timer>', () => {
  it('at 20 s is plain and silent; at 19 s turns to the warning and announces it once', () => {
    const { rerender } = render(<Timer seconds={20} label="Tempo restante" />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('Tempo restante00:20');
    expect(timer.hasAttribute('data-warning')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');

    rerender(<Timer seconds={19} label="Tempo restante" />);
    expect(screen.getByRole('timer').hasAttribute('data-warning')).toBe(true);
    expect(screen.getByRole('timer').textContent).toContain('00:19');
    expect(screen.getByRole('status').textContent).toBe('Atenção: restam menos de 20 segundos.');

    // The next seconds change the time, not the announcement: nothing new is read.
    rerender(<Timer seconds={18} label="Tempo restante" />);
    expect(screen.getByRole('status').textContent).toBe('Atenção: restam menos de 20 segundos.');
  });

  it('a timer that starts under 20 s announces the warning too', () => {
    render(<Timer seconds={12} label="Tempo restante" />);
    expect(screen.getByRole('status').textContent).toBe('Atenção: restam menos de 20 segundos.');
  });
});
