// Section type 21, the people directory (content-app.md 2.6, 5, 9): the tenant's people 10 at a
// time ("ver mais" adds 10), a case-sensitive name search ("Buscar Usuário", debounced 1 s) that
// replaces the list only when it has matches, and each person opening /PerfilUsuario.
import { useDeferredValue, useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { directoryUsersQuery } from '../../../src/api/directory';
import type { SectionRendererProps } from '../../../src/engine';
import type { ContentItem, DirectoryUser } from '../../../src/generated/types';
import { messages } from '../../../src/i18n/messages';
import { directoryMessages } from '../../../src/i18n/directory';
import { Avatar } from '../../../src/ui/Avatar';
import { EmptyState } from '../../../src/ui/cards';
import { Loaded } from '../../../src/ui/loaded';
import { userProfilePath } from '../../../src/paths/paths';
import { useDebouncedValue } from '../../../src/ui/useDebouncedValue';
import { SearchField } from '../../../src/ui/SearchField';
import { hasMore, nextShown, type Shown } from './directory';
import * as css from './styles.css';

export default function PeopleDirectory({ section }: SectionRendererProps<ContentItem>) {
  const [typed, setTyped] = useState('');
  const searchText = useDebouncedValue(typed.trim());
  const [shown, setShown] = useState<Shown>({ searchText: '', page: 1 });
  // The first page of a new search decides whether the list follows it.
  const candidate = useQuery({
    ...directoryUsersQuery(searchText, 1),
    enabled: searchText !== shown.searchText,
  });
  // Adjusted while rendering (React's "storing information from previous renders"), not in an effect.
  const next = nextShown(shown, searchText, candidate.data);
  if (next !== shown) setShown(next);
  // The list keeps the people it shows while the next page comes.
  const asked = useDeferredValue(shown);

  const noMatch =
    searchText !== shown.searchText && candidate.data?.userList.length === 0
      ? directoryMessages.noUserMatch(searchText)
      : '';
  // The candidate shares its cache entry with the list once shown: only its own failure is news.
  const notice = searchText !== shown.searchText && candidate.isError ? messages.loadError : noMatch;

  return (
    <div className={css.directory}>
      <div className={css.search}>
        <SearchField
          label={directoryMessages.searchUser}
          value={typed}
          onChange={setTyped}
          labelClassName={css.label}
          inputClassName={css.input}
        />
      </div>
      <p role="status" className={css.notice}>
        {notice}
      </p>
      <Loaded subject={`seção ${section.idSection}`} resetKey={asked}>
        <People
          shown={asked}
          busy={asked !== shown}
          onMore={() => setShown((current) => ({ ...current, page: current.page + 1 }))}
        />
      </Loaded>
    </div>
  );
}

interface PeopleProps {
  shown: Shown;
  /** The next page or search is on its way: the list is kept, "ver mais" waits. */
  busy: boolean;
  onMore: () => void;
}

function People({ shown, busy, onMore }: PeopleProps) {
  const { data } = useSuspenseQuery(directoryUsersQuery(shown.searchText, shown.page));
  if (data.userList.length === 0) return <EmptyState />;
  return (
    <>
      <p className={css.count}>{directoryMessages.peopleShown(data.userList.length, data.totalRecord)}</p>
      <ul className={css.people} aria-busy={busy || undefined}>
        {data.userList.map((person) => (
          <li key={person.email}>
            <Person person={person} />
          </li>
        ))}
      </ul>
      {hasMore(data.userList.length, data.totalRecord) ? (
        <button
          type="button"
          className={css.more}
          // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onMore();
          }}
        >
          {directoryMessages.seeMore}
        </button>
      ) : null}
    </>
  );
}

function Person({ person }: { person: DirectoryUser }) {
  const detail = [person.role, person.department].filter(Boolean).join(' · ');
  return (
    <Link to={userProfilePath(person)} className={css.person}>
      <Avatar name={person.name} photo={person.photo} />
      <span className={css.text}>
        <span className={css.name}>{person.name}</span>
        {detail ? <span className={css.detail}>{detail}</span> : null}
      </span>
    </Link>
  );
}
