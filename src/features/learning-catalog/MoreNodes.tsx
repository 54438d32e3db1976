// Under a paged list of nodes: the failure of its next page with a retry, the wait for it, or a
// button that loads it (keyboards and screen readers reach it; the catalog page also loads it by
// itself near the end, learning-area.md 9).
import type { UseSuspenseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { NodePage } from '../../api/learning-catalog';
import { Loading } from '../../engine';
import { catalogMessages } from '../../i18n/learning-catalog';
import { LoadFailed } from '../../ui/LoadFailed';
import * as css from '../../ui/listControls.css';

interface Props {
  pages: UseSuspenseInfiniteQueryResult<InfiniteData<NodePage, unknown>>;
  subject: string;
}

export function MoreNodes({ pages, subject }: Props) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  if (isFetchNextPageError)
    return <LoadFailed error={pages.error} retry={() => void fetchNextPage()} subject={subject} />;
  if (isFetchingNextPage) return <Loading />;
  if (!hasNextPage) return null;
  return (
    <button type="button" className={css.loadMore} onClick={() => void fetchNextPage()}>
      {catalogMessages.loadMore}
    </button>
  );
}
