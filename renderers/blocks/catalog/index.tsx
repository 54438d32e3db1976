// Block Catalog (learning-area.md 2.3, 7.1, 9): the nodes under its parameter nodeCode, depth levels
// down, as cards of the block's format: a search box (at most 25 characters, parameter textSearch
// '1') and a tag filter (tagsFilter '1') narrow them; the first page shows here (two rows of its
// columns and one more; 6 on small screens), 'Ver todos' opens the catalog page with the same
// filter; none says 'Não foram encontrados resultados'.
import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { catalogListingQuery, type CatalogFilter } from '../../../src/api/learning-catalog';
import type { BlockRendererProps } from '../../../src/engine';
import type { CatalogParameters } from '../../../src/generated/types';
import {
  CatalogFilters,
  asElements,
  seeAllPath,
  useCatalogFilter,
  usePageSizes,
} from '../../../src/features/learning-catalog';
import { catalogMessages } from '../../../src/i18n/learning-catalog';
import { EmptyState } from '../../../src/ui/cards/EmptyState';
import {
  BlockFrame,
  CardPlaceholders,
  ElementCards,
  blockHeading,
  cardOptions,
  type CardFormat,
  type CardVariant,
} from '../../../src/ui/learning-card';
import { Loaded } from '../../../src/ui/loaded';
import * as controls from '../../../src/ui/listControls.css';
import * as css from './styles.css';

export default function Catalog({ block, parameters }: BlockRendererProps<CatalogParameters>) {
  const { nodeCode } = parameters;
  // The API lists from one level down (depth 1) to ten.
  const depth = Math.min(10, Math.max(1, parameters.depth ?? 1));
  const state = useCatalogFilter(depth);
  // The results of the previous filter stay on screen while the new ones load.
  const shown = useDeferredValue(state.filter);
  const { format, variant } = cardOptions(parameters, 'standard');
  const title = blockHeading({ block, parameters }).title;
  return (
    <BlockFrame block={block} parameters={parameters}>
      <CatalogFilters
        nodeCode={nodeCode}
        state={state}
        search={parameters.textSearch === '1'}
        tags={parameters.tagsFilter === '1'}
      />
      <div aria-busy={shown !== state.filter} className={controls.results}>
        <Loaded subject={`catálogo ${nodeCode}`} placeholder={<CardPlaceholders format={format} />}>
          <FirstPage nodeCode={nodeCode} filter={shown} format={format} variant={variant} />
        </Loaded>
      </div>
      <Link
        to={seeAllPath(nodeCode, state.filter)}
        className={css.seeAll}
        aria-label={title ? catalogMessages.seeAllOf(title) : undefined}
      >
        {catalogMessages.seeAll}
      </Link>
    </BlockFrame>
  );
}

interface Props {
  nodeCode: string;
  filter: CatalogFilter;
  format: CardFormat;
  variant: CardVariant;
}

function FirstPage({ nodeCode, filter, format, variant }: Props) {
  const sizes = usePageSizes(format);
  const pages = useSuspenseInfiniteQuery(catalogListingQuery(nodeCode, filter, sizes));
  const items = useMemo(() => asElements(pages.data.pages[0]?.items ?? []), [pages.data]);
  if (items.length === 0) return <EmptyState text={catalogMessages.noResults} />;
  return <ElementCards items={items} format={format} variant={variant} label={catalogMessages.catalog} />;
}
