// /searchResult/{text} (learning-area.md 2.2, 5, 8, 9): the nodes GET /learning/search finds, as
// learning cards, 5 at a time as the learner scrolls (within 100 px of the end, or "Carregar mais").
// A text under 3 characters is not searched: the rule says so, and no call goes out. Opening the
// page resets the navigation history to it; its cards tell the learning page they open that the
// learner came from search (?fromSearch=1, learning-paths.ts cameFromSearch), so a level with one
// content shows the level instead of opening that content.
import { useEffect, useMemo } from 'react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import { searchQuery } from '../../../api/learning-frame';
import { Loading, type ItemResult } from '../../../engine';
import type { Element, Node } from '../../../generated/types';
import { frameMessages } from '../../../i18n/learning-frame';
import { EmptyState } from '../../../ui/cards/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Loaded } from '../../../ui/loaded';
import { CardPlaceholders, DEFAULT_FORMAT, ElementCards, nodeElement } from '../../../ui/learning-card';
import { useNearEnd } from '../../../ui/useNearEnd';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { searchResultPath } from '../../../paths/learning-paths';
import { HEADER_SEARCH_MAX, isSearchable } from '../../learning-frame/searchRules';
import { useLearningTrail } from '../../../ui/learning-trail';
import { restartHistory } from '../../../session';
import { primary } from '../../../ui/buttons.css';
import * as css from './SearchResultScreen.css';

export default function SearchResultScreen() {
  // An address typed by hand may say more than the header lets through: the search takes the first 300.
  const text = (useParams().searchText ?? '').trim().slice(0, HEADER_SEARCH_MAX);
  const { pathname } = useLocation();
  const title = frameMessages.searchResultsFor(text);
  useEffect(() => restartHistory(pathname), [pathname]);
  useDocumentTitle(frameMessages.searchResults);
  useLearningTrail([{ label: title, to: searchResultPath(text) }]);
  return (
    <section className={css.screen} aria-labelledby="search-result-title">
      <h1 id="search-result-title" className={css.title}>
        {title}
      </h1>
      {isSearchable(text) ? (
        <Loaded subject={`pesquisa "${text}"`} placeholder={<CardPlaceholders format={DEFAULT_FORMAT} />}>
          <SearchResults text={text} />
        </Loaded>
      ) : (
        <p role="status" className={css.rule}>
          {frameMessages.searchTooShort}
        </p>
      )}
    </section>
  );
}

/** A node found, as the element its card draws (an invalid node keeps its fallback). */
const asElement = (item: ItemResult<Node>): ItemResult<Element> =>
  item.ok ? { ...item, value: nodeElement(item.value) } : item;

function SearchResults({ text }: { text: string }) {
  const pages = useSuspenseInfiniteQuery(searchQuery(text));
  const items = useMemo(() => pages.data.pages.flatMap((page) => page.nodes.map(asElement)), [pages.data]);
  const total = pages.data.pages[0]?.totalRecords ?? 0;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  // learning-area.md 9: "Infinite scroll triggers within 100 px of the bottom".
  const [nearEnd, setSentinel] = useNearEnd(hasNextPage, '100px');
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (items.length === 0) return <EmptyState text={frameMessages.noResultsFor(text)} />;
  return (
    <>
      {/* The cards' titles are h3: their list is a section of the page, named for headings navigation. */}
      <h2 className="visually-hidden">{frameMessages.searchResults}</h2>
      <p role="status" className={css.count}>
        {frameMessages.resultCount(total)}
      </p>
      <ElementCards items={items} format={DEFAULT_FORMAT} label={frameMessages.searchResults} fromSearch />
      <div ref={setSentinel} className={css.sentinel} />
      {isFetchNextPageError ? (
        <LoadFailed error={pages.error} retry={() => void fetchNextPage()} subject={`pesquisa "${text}"`} />
      ) : isFetchingNextPage ? (
        <Loading />
      ) : hasNextPage ? (
        <button type="button" className={`${primary} ${css.loadMore}`} onClick={() => void fetchNextPage()}>
          {frameMessages.loadMore}
        </button>
      ) : null}
    </>
  );
}
