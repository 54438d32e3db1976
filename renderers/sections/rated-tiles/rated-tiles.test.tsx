import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../../tests/setup/fake-api';
import { renderMenuOptions, articleOfLink, testSection } from '../../../tests/setup/engine';
import RatedTiles from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section = testSection(48, { idSection: 128, name: 'Avalie' });
const options = [
  { text: 'Boas-vindas', sectionTo: 2, image: '/img/a.svg', rating: 4.6, numberVotes: 182 },
  { text: 'Compliance e Ética', sectionTo: 3, rating: 4.2, numberVotes: 1 },
  { text: 'Notícias & Avisos', sectionTo: 7, rating: 2.5, numberVotes: 4 },
  { text: 'Bem-estar', sectionTo: 4 },
];

let api: FakeApi | undefined;
afterEach(() => api?.restore());

/** What the votes API was sent: each POST's section and body. */
let voted: { id: number; body: unknown }[] = [];

/**
 * The likes and votes APIs: each section's likes and whether this learner liked it (POST and DELETE
 * move it); each section's stars from the options' numbers, and this learner's vote (POST stores it).
 */
function likesApi(canLike = true) {
  const likes = new Map<number, { total: number; mine: boolean }>();
  const votes = new Map<number, number>();
  voted = [];
  return installFakeApi((url, init) => {
    const id = Number(url.pathname.split('/').pop());
    if (url.pathname.startsWith('/votes/')) {
      const option = options.find((each) => each.sectionTo === id);
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { vote: number };
        voted.push({ id, body });
        votes.set(id, body.vote);
      }
      const mine = votes.get(id) ?? 0;
      const count = (option?.numberVotes ?? 0) + (mine ? 1 : 0);
      const sum = (option?.rating ?? 0) * (option?.numberVotes ?? 0) + mine;
      return {
        success: true,
        rating: count ? Math.round((sum / count) * 10) / 10 : 0,
        numberVotes: count,
        vote: mine,
      };
    }
    const now = likes.get(id) ?? { total: 3, mine: false };
    if (init?.method === 'POST') likes.set(id, now.mine ? now : { total: now.total + 1, mine: true });
    if (init?.method === 'DELETE') likes.set(id, now.mine ? { total: now.total - 1, mine: false } : now);
    const after = likes.get(id) ?? now;
    return { success: true, totalLikes: after.total, likedByMe: after.mine, canLike };
  });
}

const renderTiles = (raw: unknown[], canLike = true) => {
  api = likesApi(canLike);
  return renderMenuOptions(RatedTiles, section, raw);
};

const tile = articleOfLink;

describe('rated tiles (section type 48)', () => {
  it('links each tile to /{slug}/{sectionTo}', () => {
    renderTiles(options);
    expect(hrefOf('Boas-vindas')).toBe('/boas-vindas/2?idSection=2');
    expect(hrefOf('Notícias & Avisos')).toBe('/noticias-avisos/7?idSection=7');
  });

  it('shows whole stars with their label, and the invitation to rate', async () => {
    renderTiles(options);
    expect(await screen.findAllByText('avalie este conteúdo')).toHaveLength(4);
    expect(within(tile('Boas-vindas')).getByRole('img', { name: 'Avaliação: 5 de 5' })).toBeTruthy();
    expect(within(tile('Compliance e Ética')).getByRole('img', { name: 'Avaliação: 4 de 5' })).toBeTruthy();
    expect(within(tile('Notícias & Avisos')).getByRole('img', { name: 'Avaliação: 3 de 5' })).toBeTruthy();
    expect(within(tile('Bem-estar')).getByRole('img', { name: 'Avaliação: 0 de 5' })).toBeTruthy();
  });

  it("votes on a tile: the stars, Enviar, the thanks, and the section's new numbers", async () => {
    renderTiles(options);
    const group = await within(tile('Compliance e Ética')).findByRole('group', {
      name: 'avalie este conteúdo: Compliance e Ética',
    });
    const send = within(tile('Compliance e Ética')).getByRole('button', { name: 'Enviar' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: '5 estrelas' }));
    fireEvent.click(send);
    expect(
      await within(tile('Compliance e Ética')).findByText('Obrigado por avaliar este conteúdo'),
    ).toBeTruthy();
    expect(voted).toEqual([{ id: 3, body: { vote: 5 } }]);
    // (4.2 × 1 + 5) / 2 = 4.6: five whole stars, 2 votes.
    expect(await within(tile('Compliance e Ética')).findByText('2 avaliações')).toBeTruthy();
    expect(within(tile('Compliance e Ética')).getByRole('img', { name: 'Avaliação: 5 de 5' })).toBeTruthy();
  });

  it('counts the votes in pt-BR', () => {
    renderTiles(options);
    expect(within(tile('Boas-vindas')).getByText('182 avaliações')).toBeTruthy();
    expect(within(tile('Compliance e Ética')).getByText('1 avaliação')).toBeTruthy();
  });

  it('draws the option image as the tile background', () => {
    renderTiles(options);
    const image = tile('Boas-vindas').querySelector('img');
    expect(image?.getAttribute('src')).toBe('/img/a.svg');
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('likes a tile and takes the like back: the count moves by one, POST then DELETE by SECTION and id', async () => {
    renderTiles(options);
    const like = await within(tile('Boas-vindas')).findByRole('button', { name: /^Curtir Boas-vindas/ });
    expect(like.textContent).toContain('3 curtidas');
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    const liked = await within(tile('Boas-vindas')).findByRole('button', { name: /^Descurtir Boas-vindas/ });
    expect(liked.textContent).toContain('4 curtidas');
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(liked);
    await waitFor(() =>
      expect(within(tile('Boas-vindas')).getByRole('button', { name: /^Curtir/ }).textContent).toContain(
        '3 curtidas',
      ),
    );
    expect(api!.calls.map((url) => url.pathname)).toContain('/likes/SECTION/2');
  });

  it("not enrolled: the like is disabled but reachable by keyboard, with 'Para curtir, é necessário estar matriculado'", async () => {
    renderTiles(options, false);
    const like = await within(tile('Boas-vindas')).findByRole('button', { name: /^Curtir Boas-vindas/ });
    expect(like.getAttribute('aria-disabled')).toBe('true');
    expect(like.hasAttribute('disabled')).toBe(false);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => like.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Para curtir, é necessário estar matriculado');
    fireEvent.click(like);
    expect(like.textContent).toContain('3 curtidas');
  });

  it('says "Nenhum conteúdo disponível" without options', () => {
    renderTiles([]);
    expect(screen.getByText('Nenhum conteúdo disponível')).toBeTruthy();
  });
});
