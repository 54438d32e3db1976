import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { installFakeApi, json, type FakeApi } from '../../tests/setup/fake-api';
import { carouselBlock } from '../../tests/fixtures/learning-samples';
import { signInForTest } from '../../tests/setup/signed-in';
import { ApiError } from './errors';
import { learningHomeQuery, learningKeys } from './learning';

let fake: FakeApi | undefined;
afterEach(() => fake?.restore());

describe('learning home query', () => {
  it("asks GET /learning/nodes/{idCompany} with the session's token and keys the cache by company", async () => {
    signInForTest({ token: 'tok-bruno' });
    let authorization: string | null = null;
    fake = installFakeApi((_url, init) => {
      authorization = new Headers(init?.headers).get('Authorization');
      return { blocks: [carouselBlock, { blockType: 'Inexistente' }] };
    });
    const query = learningHomeQuery(2);
    expect(query.queryKey).toEqual(learningKeys.home(2));
    expect(learningKeys.home(2)).not.toEqual(learningKeys.home(3));
    const answer = await new QueryClient().fetchQuery(query);
    expect(fake.calls.map((url) => url.pathname)).toEqual(['/learning/nodes/2']);
    expect(authorization).toBe('Bearer tok-bruno');
    // The blocks come in the server's order, as sent: each is checked when drawn.
    expect(answer.blocks.map((block) => (block as { blockType: string }).blockType)).toEqual([
      'Carrousel',
      'Inexistente',
    ]);
  });

  it('is never stale (learning-area.md 9): a second screen reads the cache, no second call', async () => {
    fake = installFakeApi(() => ({ blocks: [] }));
    expect(learningHomeQuery(2).staleTime).toBe(Infinity);
    const client = new QueryClient();
    await client.fetchQuery(learningHomeQuery(2));
    await client.fetchQuery(learningHomeQuery(2));
    expect(fake.calls).toHaveLength(1);
  });

  it('refuses an answer that breaks learning-home-response (no blocks list)', async () => {
    fake = installFakeApi(() => ({ data: [carouselBlock] }));
    const failure = await new QueryClient().fetchQuery(learningHomeQuery(2)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'invalid' });
  });

  it("passes on the server's pt-BR refusal", async () => {
    fake = installFakeApi(() => json(404, { success: false, message: 'Nó não encontrado.' }));
    const failure = await new QueryClient().fetchQuery(learningHomeQuery(2)).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'http', status: 404, message: 'Nó não encontrado.' });
  });
});
