// 'Ver todos' (learning-area.md 2.3): the catalog block opens the catalog page of its node with what
// it shows, its depth and its filter, carried in the address (?depth=&busca=&tags=a,b).
import type { CatalogFilter } from '../../api/learning-catalog';
import { learningRoutes } from '../../paths/learning-paths';

/** The catalog page lists its node's whole tree unless the block that opened it said a depth. */
export const PAGE_DEPTH = 10;

export const seeAllPath = (nodeCode: string, { depth, searchString, tags }: CatalogFilter) =>
  learningRoutes.catalog.to(
    { nodeCode },
    {
      depth,
      busca: searchString || undefined,
      tags: tags.length > 0 ? tags.join(',') : undefined,
    },
  );

/** The depth, text and tags the address carries (what 'Ver todos' wrote), within the API's bounds. */
export function readSeeAll(params: URLSearchParams): { depth: number; text: string; tags: string[] } {
  const depth = Number(params.get('depth'));
  return {
    depth: Number.isInteger(depth) && depth >= 1 && depth <= PAGE_DEPTH ? depth : PAGE_DEPTH,
    text: params.get('busca') ?? '',
    tags: (params.get('tags') ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  };
}
