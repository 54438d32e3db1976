import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { demoNodes, pageOf } from '../../../src/features/learning-catalog/test-support';
import { json, never } from '../../../tests/setup/fake-api';
import { LEARNER, renderBlockSignedIn } from '../../../tests/setup/learning-signed-in';
import { resizeTo, restoreWidthAfterEach } from '../../../tests/setup/viewport';

restoreWidthAfterEach();

const recommended = demoNodes(20);

const renderRecommendations = (result = recommended, cardFormat: 'square' | 'portrait' = 'square') =>
  renderBlockSignedIn(
    { blockType: 'Recommendation', idBlock: 6, title: 'Recomendados para você', parameters: { cardFormat } },
    (url) => ({ totalRecords: result.length, result: pageOf(result, url) }),
  );

// The first render transforms the renderer's modules: seconds on a busy machine.
describe('block Recommendation', { timeout: 20_000 }, () => {
  it("shows the learner's recommendations as cards of its format, two rows and one more at first", async () => {
    resizeTo(1280);
    const { api, container } = await renderRecommendations();
    expect(await screen.findByRole('link', { name: 'Vendas na prática 2' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Recomendados para você' })).toBeTruthy();
    // Square: 4 columns on wide screens, so 2 x 4 + 1 at first.
    const cards = container.querySelectorAll('article');
    expect(cards).toHaveLength(9);
    expect(cards[0]!.dataset.format).toBe('square');
    const call = api.calls[0]!;
    expect(call.pathname).toBe(`/learning/students/${LEARNER}/recommendations`);
    expect([call.searchParams.get('offset'), call.searchParams.get('limit')]).toEqual(['0', '9']);
  });

  it("'Carregar mais' brings two rows more, from where the first page ended", async () => {
    resizeTo(1280);
    const { api, container } = await renderRecommendations();
    await screen.findByRole('link', { name: 'Vendas na prática 2' });
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('link', { name: 'Vendas na prática 17' })).toBeTruthy();
    expect(container.querySelectorAll('article')).toHaveLength(17);
    const next = api.calls.at(-1)!;
    expect([next.searchParams.get('offset'), next.searchParams.get('limit')]).toEqual(['9', '8']);
  });

  it('asks for 6 at first on small screens', async () => {
    resizeTo(600);
    const { api } = await renderRecommendations(recommended, 'portrait');
    await screen.findByRole('link', { name: 'Vendas na prática 2' });
    expect(api.calls[0]!.searchParams.get('limit')).toBe('6');
  });

  it("says 'Não foram encontradas recomendações.' when there is none", async () => {
    await renderRecommendations([]);
    expect(await screen.findByText('Não foram encontradas recomendações.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('shows the wait, then the failure with a retry that asks again', async () => {
    let answer: () => unknown = never;
    const { container } = await renderBlockSignedIn(
      { blockType: 'Recommendation', title: 'Recomendados para você' },
      () => answer(),
    );
    // The wait has the cards' shapes: 5 grey placeholders and one status naming it.
    expect(await screen.findByText('Carregando cards...')).toBeTruthy();
    expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(5);
    expect(container.querySelector('article')).toBeNull();
    cleanup();
    answer = () => json(500, { message: 'falhou' });
    await renderBlockSignedIn({ blockType: 'Recommendation', title: 'Recomendados' }, () => answer());
    const failed = await screen.findByRole('alert');
    answer = () => ({ totalRecords: 1, result: [demoNodes(1)[0]] });
    fireEvent.click(within(failed).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Atendimento na prática 1' })).toBeTruthy();
  });
});
