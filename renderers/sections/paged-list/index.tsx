// Section type 9: the paged list with search tags (content-app.md 2.5 and 9). A search box applied
// after 1000 ms, tag chips (an item must carry every pressed tag), cards in a virtual grid that pages
// in 12 at a time as the learner scrolls ("Carregar mais" for keyboards and screen readers), page 2
// fetched at once on desktop. The filter lives in the address, so coming back shows the same results
// at the same place. Content type 4 replaces the list's history entry instead of pushing one.
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ItemSlot, Loading, type ItemResult, type SectionRendererProps } from '../../../src/engine';
import type { ContentItem, MenuSection } from '../../../src/generated/types';
import { useInfiniteQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { pagedContentQuery, useSectionTags, type PagedFilter } from '../../../src/api/paged-content';
import { directoryMessages } from '../../../src/i18n/directory';
import { ContentCard, EmptyState, cx } from '../../../src/ui/cards';
import { EAGER_COUNT } from '../../../src/ui/cards/CardImage';
import { LoadFailed } from '../../../src/ui/LoadFailed';
import { Loaded } from '../../../src/ui/loaded';
import { SearchField } from '../../../src/ui/SearchField';
import { useDebouncedValue } from '../../../src/ui/useDebouncedValue';
import { useNearEnd } from '../../../src/ui/useNearEnd';
import { useViewportWidth } from '../../../src/ui/useViewportWidth';
import {
  MAX_SEARCH_TAGS,
  MAX_SEARCH_TEXT,
  replacesHistory,
  shouldPrefetchSecondPage,
  toggleTag,
  usableTags,
} from '../../../src/ui/pagedList';
import { VirtualGrid } from '../../../src/ui/virtual';
import * as css from '../../../src/ui/listControls.css';

const TEXT_PARAM = 'busca';
const TAG_PARAM = 'tag';

export default function PagedList({ section }: SectionRendererProps<ContentItem>) {
  const { idSection } = section;
  const [filter, typed, setTyped, setTags] = useAddressFilter();
  const tags = useSectionTags(idSection);
  // Reads what the results below have loaded, to say how many there are; it never calls by itself.
  const loaded = useInfiniteQuery({ ...pagedContentQuery(idSection, filter), enabled: false });

  const chips = usableTags(tags.data ?? []);
  return (
    <div className={css.root}>
      <div className={css.controls}>
        <SearchField
          label={directoryMessages.pagedSearch}
          placeholder={directoryMessages.pagedSearchPlaceholder}
          maxLength={MAX_SEARCH_TEXT}
          value={typed}
          onChange={setTyped}
        />
        {chips.length > 0 ? (
          <div role="group" aria-label={directoryMessages.pagedTags} className={css.chips}>
            {chips.map((tag) => {
              const pressed = filter.searchTags.includes(tag);
              return (
                <button
                  key={tag}
                  type="button"
                  aria-pressed={pressed}
                  disabled={!pressed && filter.searchTags.length >= MAX_SEARCH_TAGS}
                  className={cx(css.chip, pressed && css.chipPressed)}
                  onClick={() => setTags(toggleTag(filter.searchTags, tag))}
                >
                  {tag}
                </button>
              );
            })}
          </div>
        ) : null}
      </div>
      <p role="status" className={css.count}>
        {loaded.isSuccess ? directoryMessages.pagedResults(loaded.data.pages[0]?.totalRecord ?? 0) : ''}
      </p>
      {/* Keyed by the filter, so another filter shows "Carregando..." instead of the previous results. */}
      <Loaded key={JSON.stringify(filter)} subject={`seção ${idSection}`}>
        <PagedResults section={section} filter={filter} />
      </Loaded>
    </div>
  );
}

/** The filter's cards, paged in as the learner scrolls; a failed next page shows beside them. */
function PagedResults({ section, filter }: { section: MenuSection; filter: PagedFilter }) {
  const { idSection } = section;
  const pages = useSuspenseInfiniteQuery(pagedContentQuery(idSection, filter));
  const items = useMemo(() => pages.data.pages.flatMap((page) => page.items), [pages.data]);
  const totalRecord = pages.data.pages[0]?.totalRecord ?? 0;
  // Stable, so the grid's cards are not drawn again when only the list's loading state changes.
  const renderCard = useCallback(
    (item: ItemResult<ContentItem>) => <PagedCard item={item} idSection={idSection} />,
    [idSection],
  );

  const width = useViewportWidth();
  const pagesLoaded = pages.data.pages.length;
  const { hasNextPage, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  useEffect(() => {
    if (shouldPrefetchSecondPage({ width, pagesLoaded, hasNextPage, fetching: isFetching }))
      void fetchNextPage();
  }, [width, pagesLoaded, hasNextPage, isFetching, fetchNextPage]);

  // Within a screen of the end (the button else).
  const [nearEnd, setSentinel] = useNearEnd(pages.isSuccess && hasNextPage, '100%');
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (items.length === 0) return <EmptyState />;
  return (
    <>
      <VirtualGrid
        items={items}
        itemKey={(item) => item.index}
        label={section.name}
        total={Math.max(totalRecord, items.length)}
        memoryKey={`paged:${idSection}:${JSON.stringify(filter)}`}
        renderItem={renderCard}
      />
      <div ref={setSentinel} className={css.sentinel} />
      {isFetchNextPageError ? (
        <LoadFailed error={pages.error} retry={() => void fetchNextPage()} subject={`seção ${idSection}`} />
      ) : isFetchingNextPage ? (
        <Loading />
      ) : hasNextPage ? (
        <button type="button" className={css.loadMore} onClick={() => void fetchNextPage()}>
          {directoryMessages.loadMore}
        </button>
      ) : null}
    </>
  );
}

interface PagedCardProps {
  item: ItemResult<ContentItem>;
  idSection: number;
}

function PagedCard({ item, idSection }: PagedCardProps) {
  return (
    <ItemSlot item={item}>
      {(value) => (
        <ContentCard
          item={value}
          idSection={idSection}
          replace={replacesHistory(value)}
          eager={item.index < EAGER_COUNT}
          uniform
        />
      )}
    </ItemSlot>
  );
}

/**
 * The applied filter comes from the address (?busca=...&tag=...&tag=...), so the back button and a
 * shared link show the same results; the box's own text reaches it after the search debounce.
 */
function useAddressFilter(): [PagedFilter, string, (text: string) => void, (tags: string[]) => void] {
  const [params, setParams] = useSearchParams();
  const applied = params.get(TEXT_PARAM) ?? '';
  const filter = useMemo(
    () => ({ searchTags: params.getAll(TAG_PARAM), searchText: applied }),
    [params, applied],
  );
  const [typed, setTyped] = useState(applied);
  const settled = useDebouncedValue(typed).trim();
  const written = useRef(applied);

  // setParams changes with every address: an effect event reads the latest without re-running.
  const writeText = useEffectEvent((text: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text) next.set(TEXT_PARAM, text);
        else next.delete(TEXT_PARAM);
        return next;
      },
      { replace: true },
    ),
  );
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    writeText(settled);
  }, [settled]);

  // The address changed from outside (the menu opened the section afresh): the box follows it.
  useEffect(() => {
    if (applied === written.current) return;
    written.current = applied;
    setTyped(applied);
  }, [applied]);

  const setTags = (tags: string[]) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TAG_PARAM);
        for (const tag of tags) next.append(TAG_PARAM, tag);
        return next;
      },
      { replace: true },
    );
  return [filter, typed, setTyped, setTags];
}
