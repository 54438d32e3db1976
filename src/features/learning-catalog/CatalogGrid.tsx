// The catalog page's full grid (learning-area.md 2.2, 2.3, 9): every node under the catalog's node that
// the filter keeps, in the card format's columns, paged in as the learner scrolls (within 100 px of
// the end, or with the button), drawn by a virtual grid so thousands of cards stay smooth.
import { useCallback, useEffect, useMemo } from 'react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { catalogListingQuery, type CatalogFilter } from '../../api/learning-catalog';
import { ItemSlot, type ItemResult } from '../../engine';
import type { Element } from '../../generated/types';
import { catalogMessages } from '../../i18n/learning-catalog';
import { EmptyState } from '../../ui/cards/EmptyState';
import { EAGER_COUNT } from '../../ui/cards/CardImage';
import { LearningCard, elementView, useColumns, type CardFormat } from '../../ui/learning-card';
import * as css from '../../ui/listControls.css';
import { useNearEnd } from '../../ui/useNearEnd';
import { VirtualGrid } from '../../ui/virtual';
import { MoreNodes } from './MoreNodes';
import { pagesAsElements, usePageSizes } from './nodeCards';

/** learning-area.md 9: infinite scroll triggers within 100 px of the bottom. */
const NEAR_END = '100px';

interface Props {
  nodeCode: string;
  filter: CatalogFilter;
  format: CardFormat;
  /** Names the grid (the catalog's title). */
  label: string;
}

export function CatalogGrid({ nodeCode, filter, format, label }: Props) {
  const sizes = usePageSizes(format);
  const pages = useSuspenseInfiniteQuery(catalogListingQuery(nodeCode, filter, sizes));
  const items = useMemo(() => pagesAsElements(pages.data.pages), [pages.data]);
  const totalRecords = pages.data.pages[0]?.totalRecords ?? 0;
  const columns = useColumns(format);
  // Stable, so the grid's cards are not drawn again when only the list's loading state changes.
  const renderCard = useCallback(
    (item: ItemResult<Element>) => <CatalogCard item={item} format={format} />,
    [format],
  );

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  const [nearEnd, setSentinel] = useNearEnd(hasNextPage, NEAR_END);
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (items.length === 0) return <EmptyState text={catalogMessages.noResults} />;
  return (
    <>
      <p role="status" className={css.count}>
        {catalogMessages.results(totalRecords)}
      </p>
      <VirtualGrid
        items={items}
        itemKey={(item) => item.index}
        label={label}
        total={Math.max(totalRecords, items.length)}
        columns={columns}
        memoryKey={`catalog:${nodeCode}:${JSON.stringify(filter)}`}
        renderItem={renderCard}
      />
      <div ref={setSentinel} className={css.sentinel} />
      <MoreNodes pages={pages} subject={`catálogo ${nodeCode}`} />
    </>
  );
}

function CatalogCard({ item, format }: { item: ItemResult<Element>; format: CardFormat }) {
  return (
    <ItemSlot item={item}>
      {(element) => (
        <LearningCard view={elementView(element)} format={format} eager={item.index < EAGER_COUNT} uniform />
      )}
    </ItemSlot>
  );
}
