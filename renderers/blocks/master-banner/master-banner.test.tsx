import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Element } from '../../../src/generated/types';
import { renderBlock } from '../../../tests/setup/engine';
import { autoplayMs } from './index';
import { hrefOf } from '../../../tests/setup/queries';

const banners: Element[] = [
  {
    elementType: 'IMAGE',
    idElement: 1,
    data: { title: 'Trilha de liderança', image: '/img/a.jpg', nodeCode: 'HZ-01', nodeType: 'LEARNING' },
  },
  {
    elementType: 'IMAGE',
    idElement: 2,
    data: { title: 'Semana da segurança', image: '/img/b.jpg', idContentItem: 501 },
  },
  { elementType: 'IMAGE', idElement: 3, data: { title: 'Boas-vindas', image: '/img/c.jpg' } },
];

const renderBanner = async (elements: Element[] = banners) => {
  await renderBlock({
    blockType: 'MasterBanner',
    title: 'Destaques',
    parameters: { rotationInterval: 5 },
    elements,
  });
  return screen.findByRole('group', { name: '1 de 3' });
};
const current = () => screen.getByRole('group').getAttribute('aria-label');
const button = (name: string) => screen.getByRole('button', { name });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

let reducedMotion = false;
const realMatchMedia = window.matchMedia;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  reducedMotion = false;
  window.matchMedia = (query: string) =>
    ({
      matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

afterEach(() => {
  vi.useRealTimers();
  window.matchMedia = realMatchMedia;
});

describe('block MasterBanner', () => {
  it('turns every rotationInterval x 1000 ms (learning-area.md 9), back to the first after the last', async () => {
    expect(autoplayMs(5)).toBe(5000);
    expect(autoplayMs(2.5)).toBe(2500);
    await renderBanner();
    await wait(4999);
    expect(current()).toBe('1 de 3');
    await wait(1);
    expect(current()).toBe('2 de 3');
    await wait(10_000);
    expect(current()).toBe('1 de 3');
  });

  it('stops while the pointer is over it or the focus is inside it', async () => {
    const slider = (await renderBanner()).closest('section')!;
    fireEvent.mouseEnter(slider);
    await wait(15_000);
    expect(current()).toBe('1 de 3');
    fireEvent.mouseLeave(slider);
    button('Próximo banner').focus();
    await wait(15_000);
    expect(current()).toBe('1 de 3');
    act(() => button('Próximo banner').blur());
    await wait(5000);
    expect(current()).toBe('2 de 3');
  });

  it('does not move by itself under reduced motion, and shows no pause button then', async () => {
    reducedMotion = true;
    await renderBanner();
    await wait(20_000);
    expect(current()).toBe('1 de 3');
    expect(screen.queryByRole('button', { name: /troca automática/ })).toBeNull();
  });

  it('is paused and resumed by its button', async () => {
    await renderBanner();
    fireEvent.click(button('Pausar a troca automática dos banners'));
    // The focus left the slider: only the pause holds it.
    act(() => (document.activeElement as HTMLElement).blur());
    await wait(15_000);
    expect(current()).toBe('1 de 3');
    fireEvent.click(button('Retomar a troca automática dos banners'));
    act(() => (document.activeElement as HTMLElement).blur());
    await wait(5000);
    expect(current()).toBe('2 de 3');
  });

  it('is turned by buttons named in pt-BR: previous, next and one per banner', async () => {
    await renderBanner();
    fireEvent.click(button('Próximo banner'));
    expect(current()).toBe('2 de 3');
    fireEvent.click(button('Banner anterior'));
    expect(current()).toBe('1 de 3');
    fireEvent.click(button('Ir para o banner 3'));
    expect(current()).toBe('3 de 3');
    expect(button('Ir para o banner 3').getAttribute('aria-current')).toBe('true');
  });

  it('links a banner to its node or content, names it by its title, and asks for the large crop', async () => {
    const first = await renderBanner();
    const link = screen.getByRole('link', { name: 'Trilha de liderança' });
    expect(link.getAttribute('href')).toBe('/catalog/HZ-01');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/img/a-format-landscape-large.jpg');
    fireEvent.click(button('Ir para o banner 2'));
    expect(hrefOf('Semana da segurança')).toBe('/contentNode/501');
    fireEvent.click(button('Ir para o banner 3'));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('group', { name: '3 de 3' }).textContent).toBe('Boas-vindas');
  });

  it('draws only IMAGE elements', async () => {
    await renderBanner([
      ...banners,
      {
        elementType: 'NODE',
        idNode: 9,
        data: { title: 'Um curso', nodeCode: 'HZ-09', nodeType: 'LEARNING' },
      },
    ]);
    expect(screen.getAllByRole('button', { name: /Ir para o banner/ })).toHaveLength(3);
    expect(screen.queryByText('Um curso')).toBeNull();
  });

  it('draws nothing when none of its elements is an image', async () => {
    const { container } = await renderBlock({
      blockType: 'MasterBanner',
      parameters: { rotationInterval: 5 },
      elements: [
        {
          elementType: 'NODE',
          idNode: 9,
          data: { title: 'Um curso', nodeCode: 'HZ-09', nodeType: 'LEARNING' },
        },
      ],
    });
    await act(() => import('./index'));
    await vi.waitFor(() => expect(container.textContent).not.toContain('Carregando'));
    expect(container.innerHTML).toBe('');
  });
});
