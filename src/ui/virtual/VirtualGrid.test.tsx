import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { VirtualGrid } from './VirtualGrid';
import { readScroll } from './scroll-memory';

// jsdom lays nothing out: every row reports 300 px (what @tanstack/react-virtual's docs suggest
// mocking), the list sits at the top of the document, the window is 1024 x 768 and scrolls where a
// test puts it.
const ROW = 300;
const GAP = 16;
const items = Array.from({ length: 10_000 }, (_, at) => ({ id: at + 1, text: `Item ${at + 1}` }));
let scrollY = 0;

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => ROW });
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ top: -scrollY, left: 0, width: 1024, height: ROW }) as DOMRect,
  );
  // The virtualizer never scrolls past the document's end: give the document the list's height.
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => 1e7 });
});
afterAll(() => {
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as { offsetHeight?: number }).offsetHeight;
  delete (window as { scrollY?: number }).scrollY;
  delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
});
beforeEach(() => {
  scrollY = 0;
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  sessionStorage.clear();
});

const scrollTo = (y: number) =>
  act(() => {
    scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });

const grid = (memoryKey?: string) => (
  <VirtualGrid
    items={items}
    itemKey={(item) => item.id}
    label="Biblioteca"
    memoryKey={memoryKey}
    // 244 px columns: a 137 px image plus 163 px of text make the estimate the mocked 300 px.
    textHeight={163}
    renderItem={(item) => <span>{item.text}</span>}
  />
);

describe('VirtualGrid', () => {
  it('draws only a window of rows of a 10,000-item list, 4 cards a row at 1024 px', () => {
    render(<MemoryRouter>{grid()}</MemoryRouter>);
    const list = screen.getByRole('list', { name: 'Biblioteca' });
    const drawn = screen.getAllByRole('listitem');
    // 768 px of window is 3 rows of 316 px, plus 3 rows of overscan below.
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThanOrEqual(7 * 4);
    expect(screen.getByText('Item 1')).toBeTruthy();
    expect(screen.queryByText('Item 10000')).toBeNull();
    // The whole list keeps its height, and each card says where it is in it.
    expect(list.style.height).toBe(`${2500 * (ROW + GAP) - GAP}px`);
    expect(drawn[0]?.getAttribute('aria-setsize')).toBe('10000');
    expect(drawn[5]?.getAttribute('aria-posinset')).toBe('6');
  });

  it('moves the window as the page scrolls: sketched rows while it flies, cards once it stops', async () => {
    render(<MemoryRouter>{grid()}</MemoryRouter>);
    const list = screen.getByRole('list', { name: 'Biblioteca' });
    scrollTo(1000 * (ROW + GAP));
    // A jump of 316,000 px is a fling: the rows now on screen are single sketched elements.
    expect(screen.queryByText('Item 1')).toBeNull();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    const rows = list.querySelectorAll(':scope > div').length;
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(10);
    // 150 ms after the last scroll the fling is over and the rows are drawn, one a frame. Row
    // 1000 holds items 4001 to 4004.
    expect(await screen.findByText('Item 4001')).toBeTruthy();
    // Once it is still, three rows around the screen (not one): every row then holds its 4 cards.
    await waitFor(() => {
      const still = list.querySelectorAll(':scope > div').length;
      expect(still).toBeGreaterThan(rows);
      expect(screen.getAllByRole('listitem')).toHaveLength(still * 4);
    });
  });

  it('puts the learner back where they were when they come back', () => {
    const first = render(<MemoryRouter>{grid('biblioteca')}</MemoryRouter>);
    scrollTo(5000);
    first.unmount();
    expect(readScroll('biblioteca')).toEqual({ y: 5000, count: 10_000 });

    scrollY = 0;
    // A memory router's first entry is a POP, as a browser back is.
    render(<MemoryRouter>{grid('biblioteca')}</MemoryRouter>);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 5000);
    // Drawn at once around 5000 px (row 15: items 61 to 64), not from the top first.
    expect(screen.getByText('Item 61')).toBeTruthy();
    expect(screen.queryByText('Item 1')).toBeNull();
  });

  it('starts at the top on a new visit (a link, not back)', () => {
    sessionStorage.setItem('virtual-scroll:biblioteca', JSON.stringify({ y: 5000, count: 10_000 }));
    render(
      <MemoryRouter initialEntries={['/inicio']}>
        <Routes>
          <Route path="/inicio" element={<Link to="/biblioteca">Biblioteca</Link>} />
          <Route path="/biblioteca" element={grid('biblioteca')} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Biblioteca' }));
    expect(screen.getByText('Item 1')).toBeTruthy();
    expect(window.scrollTo).not.toHaveBeenCalledWith(0, 5000);
  });

  it('does not restore a place the list can no longer reach (its pages are gone)', () => {
    sessionStorage.setItem('virtual-scroll:biblioteca', JSON.stringify({ y: 5000, count: 20_000 }));
    render(<MemoryRouter>{grid('biblioteca')}</MemoryRouter>);
    expect(window.scrollTo).not.toHaveBeenCalledWith(0, 5000);
  });

  it('measures one card and places every row at its height, remembered for the way back', async () => {
    // A card 280 px tall, reported as a ResizeObserver does: after layout, without asking for it.
    const observed: Element[] = [];
    class CardObserver {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        observed.push(target);
        const entry = { target, borderBoxSize: [{ blockSize: 280, inlineSize: 244 }] };
        this.report([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', CardObserver);
    try {
      const first = render(<MemoryRouter>{grid('medida')}</MemoryRouter>);
      // Only the first card of the first row drawn is measured, not each row as it comes into view
      // (the list and the page are observed too, for their width).
      const cards = () => observed.filter((element) => element.tagName === 'SPAN');
      expect(cards().map((card) => card.textContent)).toEqual(['Item 1']);
      expect(screen.getByRole('list', { name: 'Biblioteca' }).style.height).toBe(
        `${2500 * (280 + GAP) - GAP}px`,
      );
      scrollTo(100 * (280 + GAP));
      expect(await screen.findByText('Item 401')).toBeTruthy();
      expect(cards()).toHaveLength(1);
      first.unmount();
      expect(readScroll('medida')).toEqual({
        y: 100 * (280 + GAP),
        count: 10_000,
        row: { width: 1024, height: 280 },
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
