import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeApi } from '../../tests/setup/fake-api';
import { fetchContentPage, nextPageParam, pagedContentKeys } from './paged-content';

let fake: FakeApi | undefined;
afterEach(() => fake?.restore());

describe('paged content', () => {
  it('asks for the next page while the loaded ones hold fewer items than the total', () => {
    expect(nextPageParam({ page: 1, pageSize: 12, totalRecord: 30 })).toBe(2);
    expect(nextPageParam({ page: 2, pageSize: 12, totalRecord: 30 })).toBe(3);
    expect(nextPageParam({ page: 3, pageSize: 12, totalRecord: 30 })).toBeUndefined();
    expect(nextPageParam({ page: 2, pageSize: 12, totalRecord: 24 })).toBeUndefined();
    expect(nextPageParam({ page: 1, pageSize: 12, totalRecord: 0 })).toBeUndefined();
    expect(nextPageParam({ page: 1, pageSize: 100, totalRecord: 10_000 })).toBe(2);
    expect(nextPageParam({ page: 100, pageSize: 100, totalRecord: 10_000 })).toBeUndefined();
  });

  it('keys the cache by section, tags (in any order) and text (blank is none)', () => {
    expect(pagedContentKeys.pages(9, { searchTags: ['b', 'a'], searchText: ' ' })).toEqual(
      pagedContentKeys.pages(9, { searchTags: ['a', 'b'] }),
    );
    expect(pagedContentKeys.pages(9, { searchTags: [], searchText: 'x' })).not.toEqual(
      pagedContentKeys.pages(9, { searchTags: [] }),
    );
    expect(pagedContentKeys.pages(9, { searchTags: [] })).not.toEqual(
      pagedContentKeys.pages(10, { searchTags: [] }),
    );
  });

  it('posts the filter and numbers items across pages by the answer’s page size', async () => {
    let sent: unknown;
    fake = installFakeApi((url, init) => {
      sent = { path: url.pathname, body: JSON.parse(String(init?.body)) };
      return {
        success: true,
        content: [{ idContentItem: 1, idContentType: 2, text: 'Feedback' }, { idContentItem: 2 }],
        totalRecord: 250,
        page: 3,
        pageSize: 100,
      };
    });
    const page = await fetchContentPage(141, { searchTags: ['Vendas', 'Liderança'], searchText: '  ' }, 3);
    expect(sent).toEqual({
      path: '/content/paged/141',
      body: { page: 3, pageSize: 12, searchTags: ['Liderança', 'Vendas'] },
    });
    expect(page).toMatchObject({ totalRecord: 250, page: 3, pageSize: 100 });
    expect(page.items[0]).toMatchObject({ ok: true, index: 200, value: { text: 'Feedback' } });
    // One bad item is kept as a failure in its place, numbered like the others.
    expect(page.items[1]).toMatchObject({ ok: false, index: 201 });
  });

  it('refuses an answer whose envelope is not a page', async () => {
    fake = installFakeApi(() => ({ success: true, content: [] }));
    await expect(fetchContentPage(141, { searchTags: [] }, 1)).rejects.toMatchObject({ code: 'invalid' });
  });
});
