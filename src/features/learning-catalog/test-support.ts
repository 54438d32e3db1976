// Demo nodes as the catalog listing, the recommendations and the enrollments in progress answer them,
// for the tests and stories of the catalog, its blocks and its page.
import type { Node } from '../../generated/types';

const subjects = ['Liderança', 'Atendimento', 'Vendas', 'Dados', 'Segurança'];

/** Course `at` (from 1) of a catalog: its code, title and tag; every third one enrolled. */
export function demoNode(at: number, extra: Partial<Node> = {}): Node {
  const subject = subjects[at % subjects.length]!;
  return {
    idNode: 1000 + at,
    nodeCode: `HZ-CAT-${at}`,
    nodeType: 'LEARNING',
    title: `${subject} na prática ${at}`,
    image: '/demo/capa-curso.svg',
    tags: [subject],
    ...(at % 3 === 0
      ? {
          nodeEnrollment: {
            nodeCode: `HZ-CAT-${at}`,
            status: 'IN_PROGRESS',
            progress: 40,
            enrollment: { idEnrollment: 500 + at },
          },
        }
      : {}),
    ...extra,
  } as Node;
}

export const demoNodes = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => demoNode(from + index));

/** The part of `nodes` a call's offset and limit ask for. */
export function pageOf<T>(nodes: readonly T[], url: URL, defaultLimit = 10): T[] {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? defaultLimit);
  return nodes.slice(offset, offset + limit);
}

/** The tags the fake API says are under the catalog. */
export const demoTags = ['Dados', 'Liderança', 'Vendas'];

/**
 * The fake catalog API over `nodes`: the tags under it, and its listing narrowed as the server does
 * it (text in the title, any of the tags), one page of it.
 */
export function catalogAnswer(nodes: readonly Node[], url: URL) {
  if (url.pathname === '/learning/tags/available') return { data: demoTags };
  const text = (url.searchParams.get('searchString') ?? '').toLowerCase();
  const tags = url.searchParams.get('tags')?.split(',') ?? [];
  const kept = nodes.filter(
    (node) =>
      node.title.toLowerCase().includes(text) &&
      (tags.length === 0 || tags.some((tag) => node.tags?.includes(tag))),
  );
  return { totalRecords: kept.length, data: pageOf(kept, url) };
}
