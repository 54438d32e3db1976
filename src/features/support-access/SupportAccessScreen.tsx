// /acesso-suporte (learning-area.md 4.11, 5, 6, 9): a support user finds a user by name or e-mail (at
// most 300 characters; an empty search is not sent) among the tenant's active users, 10 a page: a
// table with pages on a desktop, cards that load more as the list scrolls on a phone. 'Acessar conta'
// asks first, then the app becomes that user's (the support user's own session is kept, and the
// banner says whose account is open until 'Sair do acesso de suporte').
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { startSupportAccess } from '../../api/support';
import { supportMessages as text } from '../../i18n/support-access';
import { routes } from '../../paths/paths';
import { startSupportSession, useMenuData, useSupportOrigin } from '../../session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { NotFound } from '../../ui/NotFound';
import { showToast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useViewportWidth } from '../../ui/useViewportWidth';
import { SupportUserCards } from './SupportUserCards';
import { SupportUserTable, type SupportUser } from './SupportUserTable';
import * as css from './supportAccess.css';

/** learning-area.md 9: desktop means a width above 800. */
const DESKTOP_MIN = 801;
const SEARCH_MAX = 300;

export default function SupportAccessScreen() {
  const session = useMenuData();
  const supporting = useSupportOrigin();
  useDocumentTitle(text.title);
  // Only support staff, from their own session (the server refuses anyone else too).
  if (!session?.loginInfo.canAccessSupport || supporting) return <NotFound />;
  return <SupportSearch />;
}

function SupportSearch() {
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState('');
  const [emptyAsked, setEmptyAsked] = useState(false);
  const [asking, setAsking] = useState<SupportUser | null>(null);
  const desktop = useViewportWidth() >= DESKTOP_MIN;
  const titleId = useId();
  const hintId = useId();
  const opener = useRef<HTMLElement | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: (user: SupportUser) => startSupportAccess(user.idUser),
    onSuccess: (answer) => {
      startSupportSession({
        token: answer.result,
        loginInfo: answer.loginInfo,
        menu: answer.menu,
        design: answer.design,
      });
      // Nothing of the support user's own data may show as the accessed user's.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'tenant' });
      navigate(routes.home.to(), { replace: true });
    },
    onError: (error) => showToast(error.message, { tone: 'error' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = typed.trim();
    // learning-area.md 5: the support search needs text.
    setEmptyAsked(wanted === '');
    if (wanted !== '') setSearched(wanted);
  };
  const ask = (user: SupportUser, from: HTMLElement) => {
    opener.current = from;
    setAsking(user);
  };

  return (
    <section className={css.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={css.title}>
        {text.title}
      </h1>
      <p className={css.intro}>{text.intro}</p>
      <form role="search" aria-label={text.searchLabel} className={css.search} onSubmit={submit} noValidate>
        <label htmlFor={`${titleId}-search`} className={css.label}>
          {text.searchLabel}
        </label>
        <div className={css.searchRow}>
          <input
            id={`${titleId}-search`}
            type="search"
            className={css.input}
            value={typed}
            maxLength={SEARCH_MAX}
            placeholder={text.searchPlaceholder}
            aria-describedby={emptyAsked ? hintId : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className={css.button}>
            {text.search}
          </button>
        </div>
        {emptyAsked ? (
          <p id={hintId} role="alert" className={css.hint}>
            {text.emptySearch}
          </p>
        ) : null}
      </form>
      {start.isPending ? <p role="status">{text.starting}</p> : null}
      {desktop ? (
        <SupportUserTable key={searched} searchText={searched} onAccess={ask} />
      ) : (
        <SupportUserCards key={searched} searchText={searched} onAccess={ask} />
      )}
      <ConfirmDialog
        open={asking !== null}
        question={asking ? text.confirm(asking.name) : ''}
        confirmLabel={text.confirmYes}
        cancelLabel={text.confirmNo}
        returnFocusTo={opener}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const user = asking;
          setAsking(null);
          if (user && !start.isPending) start.mutate(user);
        }}
      />
    </section>
  );
}
