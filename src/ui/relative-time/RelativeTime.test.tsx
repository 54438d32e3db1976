import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { RelativeTime } from './RelativeTime';

const now = new Date('2026-11-12T12:30:00Z');

describe('<RelativeTime>', () => {
  it('shows the short form, says the long one, and keeps the full date in dateTime and title', () => {
    const { container } = render(<RelativeTime iso="2026-11-12T12:25:00Z" now={now} />);
    const time = container.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe('2026-11-12T12:25:00Z');
    // 12:25 UTC is 09:25 in São Paulo, the tenant's clock.
    expect(time.getAttribute('title')).toBe('12 de novembro de 2026 às 09:25');
    expect(time.querySelector('[aria-hidden]')?.textContent).toBe('5m');
    expect(time.querySelector('.visually-hidden')?.textContent).toBe(
      'há 5 minutos, 12 de novembro de 2026 às 09:25',
    );
  });

  it('draws nothing without a valid date', () => {
    const { container } = render(<RelativeTime iso="ontem" now={now} />);
    expect(container.innerHTML).toBe('');
  });
});
