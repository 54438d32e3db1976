// The paged list's calls (POST /content/paged/{id}, GET /content/tags/{id}) answered from a list of
// items in memory, with the reference server's rules, for the paged list's tests and stories.
import { json, type FakeHandler } from './fake-api';

interface Loose {
  text?: unknown;
  description?: unknown;
  tags?: unknown;
}

interface PagedBody {
  page: number;
  searchTags: string[];
  searchText?: string;
  pageSize?: number;
}

const lower = (value: unknown) => (typeof value === 'string' ? value.toLocaleLowerCase('pt-BR') : '');
const tagsOf = (item: unknown): string[] => {
  const tags = (item as Loose | null)?.tags;
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
};

export function matches(
  item: unknown,
  { searchTags, searchText }: Pick<PagedBody, 'searchTags' | 'searchText'>,
) {
  const own = tagsOf(item).map(lower);
  if (!searchTags.every((tag) => own.includes(lower(tag)))) return false;
  const text = lower(searchText?.trim());
  const loose = item as Loose | null;
  return !text || lower(loose?.text).includes(text) || lower(loose?.description).includes(text);
}

/** Answers both calls from `items` (which may hold invalid ones, as a server might send). */
export function pagedContentApi(items: readonly unknown[], options: { pageSize?: number } = {}): FakeHandler {
  return (url, init) => {
    if (url.pathname.startsWith('/content/tags/')) {
      const tags = [...new Set(items.flatMap(tagsOf))].sort(new Intl.Collator('pt-BR').compare);
      return { success: true, tags };
    }
    if (url.pathname.startsWith('/content/paged/')) {
      const body = JSON.parse(String(init?.body)) as PagedBody;
      const pageSize = options.pageSize ?? body.pageSize ?? 12;
      const found = items.filter((item) => matches(item, body));
      const start = (body.page - 1) * pageSize;
      return {
        success: true,
        content: found.slice(start, start + pageSize),
        totalRecord: found.length,
        page: body.page,
        pageSize,
      };
    }
    return json(404, { success: false, message: 'Rota não encontrada.' });
  };
}

/** The handler, noting the body of each paged request (what the list asked for). */
export function recordingBodies(handler: FakeHandler) {
  const bodies: PagedBody[] = [];
  const recording: FakeHandler = (url, init) => {
    if (url.pathname.startsWith('/content/paged/')) bodies.push(JSON.parse(String(init?.body)) as PagedBody);
    return handler(url, init);
  };
  return { bodies, handler: recording };
}
