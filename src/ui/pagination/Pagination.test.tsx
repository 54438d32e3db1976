import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination } from './Pagination';
import { pageWindow } from './pageWindow';

function Paged({ pageCount }: { pageCount: number }) {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pageCount={pageCount} onPage={setPage} />;
}

describe('pageWindow', () => {
  it('shows every page up to 7, else the ends and the neighbours of the current page', () => {
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    // A gap of one page shows that page instead.
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});

describe('Pagination', () => {
  it('marks the current page, moves with the buttons and disables the ends', () => {
    render(<Paged pageCount={3} />);
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(nav).getByRole('button', { name: 'Página 1' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(screen.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect((screen.getByRole('button', { name: 'Próxima página' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Página 1' }).getAttribute('aria-current')).toBeNull();
  });

  it('draws nothing for a single page', () => {
    render(<Paged pageCount={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
