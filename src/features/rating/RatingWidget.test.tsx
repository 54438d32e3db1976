import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { contentKeys } from '../../api/content';
import { installFakeApi, serverError, type FakeApi } from '../../../tests/setup/fake-api';
import { RatingWidget, type RatingWidgetProps } from './RatingWidget';

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  vi.restoreAllMocks();
});

function renderWidget(
  props: Partial<RatingWidgetProps> = {},
  answer: () => unknown = () => ({ success: true }),
) {
  const bodies: unknown[] = [];
  api = installFakeApi((_url, init) => {
    bodies.push(JSON.parse(String(init?.body)));
    return answer();
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(contentKeys.item(9903), { idContentItem: 9903, idContentType: 5, text: 'Artigo' });
  render(
    <QueryClientProvider client={client}>
      <RatingWidget idContentItem={9903} {...props} />
    </QueryClientProvider>,
  );
  return { bodies, client };
}

const send = () => screen.getByRole('button', { name: 'Enviar' });

describe('rating widget (content-app.md 4 "Rating")', () => {
  it('offers five whole stars as one radio group and keeps "Enviar" disabled until one is picked', () => {
    renderWidget();
    const group = screen.getByRole('group', { name: 'Avalie este conteúdo' });
    const stars = within(group).getAllByRole('radio');
    expect(
      stars.map((star) => star.getAttribute('aria-label') ?? star.closest('label')?.textContent),
    ).toEqual(['1 estrela', '2 estrelas', '3 estrelas', '4 estrelas', '5 estrelas']);
    // One name: the browser moves between them with the arrow keys, as in any radio group.
    expect(new Set(stars.map((star) => (star as HTMLInputElement).name)).size).toBe(1);
    expect(send()).toHaveProperty('disabled', true);
    fireEvent.click(within(group).getByLabelText('3 estrelas'));
    expect(send()).toHaveProperty('disabled', false);
  });

  it('sends the vote, thanks for 2 s, then shows the new stars and invalidates the content', async () => {
    const { bodies, client } = renderWidget();
    fireEvent.click(screen.getByLabelText('4 estrelas'));
    fireEvent.click(send());
    expect(await screen.findByText('Obrigado por avaliar esse conteúdo')).toBeTruthy();
    expect(bodies).toEqual([{ idContentItem: 9903, vote: 4 }]);
    expect(api?.calls.map((url) => url.pathname)).toEqual(['/ranking/vote/']);
    expect(client.getQueryState(contentKeys.item(9903))?.isInvalidated).toBe(true);
    expect(await screen.findByRole('img', { name: 'Avaliação: 4 de 5' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText('Obrigado por avaliar esse conteúdo')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('thanks with the card wording in the card variant', async () => {
    renderWidget({ variant: 'card' });
    fireEvent.click(screen.getByLabelText('1 estrela'));
    fireEvent.click(send());
    expect(await screen.findByText('Obrigado por avaliar este conteúdo')).toBeTruthy();
  });

  it('says "Conteúdo Avaliado" when the user already voted', () => {
    renderWidget({ vote: 5 });
    expect(screen.getByText('Conteúdo Avaliado')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Avaliação: 5 de 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
  });

  it('only logs a vote that failed (content-app.md 8) and still thanks the learner', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWidget({}, serverError);
    fireEvent.click(screen.getByLabelText('2 estrelas'));
    fireEvent.click(send());
    expect(await screen.findByText('Obrigado por avaliar esse conteúdo')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('rating: vote on content 9903 not saved', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
