// The phone's list of users for support access: cards, 10 more as the list's end comes near
// (learning-area.md 4.11: infinite scroll on mobile), with a button for the same where there is no
// IntersectionObserver.
import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { supportUsersInfinite } from '../../api/support';
import { supportMessages as text } from '../../i18n/support-access';
import { Loading } from '../../engine';
import { EmptyState } from '../../ui/cards/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { useNearEnd } from '../../ui/useNearEnd';
import { AccessButton } from './AccessButton';
import type { SupportUser } from './SupportUserTable';
import * as css from './supportAccess.css';

interface Props {
  searchText: string;
  onAccess: (user: SupportUser, from: HTMLElement) => void;
}

export function SupportUserCards({ searchText, onAccess }: Props) {
  const query = useInfiniteQuery(supportUsersInfinite(searchText));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const [nearEnd, setSentinel] = useNearEnd(hasNextPage, '100px');
  useEffect(() => {
    if (nearEnd && !isFetchingNextPage) void fetchNextPage();
  }, [nearEnd, isFetchingNextPage, fetchNextPage]);
  if (query.isPending) return <Loading />;
  if (query.isError)
    return <LoadFailed error={query.error} retry={() => void query.refetch()} subject={text.loadSubject} />;
  const users = query.data.pages.flatMap((page) => page.userList);
  const total = query.data.pages[0]?.totalRecords ?? 0;
  if (users.length === 0) return <EmptyState text={text.noUsers} />;
  return (
    <>
      <p role="status" className={css.count}>
        {text.count(total)}
      </p>
      <ul className={css.cards} aria-label={text.usersLabel}>
        {users.map((user) => (
          <li key={user.idUser} className={css.card}>
            <h2 className={css.cardTitle}>{user.name}</h2>
            <p className={css.cardLine}>{user.email}</p>
            {user.department ? <p className={css.cardLine}>{user.department}</p> : null}
            <AccessButton user={user} onAccess={onAccess} />
          </li>
        ))}
      </ul>
      <div ref={setSentinel} />
      {hasNextPage ? (
        <button
          type="button"
          className={css.button}
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? text.loadingMore : text.loadMore}
        </button>
      ) : null}
    </>
  );
}
