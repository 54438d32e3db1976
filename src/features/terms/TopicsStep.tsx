// The topics of interest (learning-area.md 4.12, 5, 9), right after the terms when the tenant's
// recommendations are on: the tenant's tags, 10 a page, a search of at most 400 characters, the
// learner's own ticked; what is ticked on one page stays ticked on the others. 'Salvar temas' stores
// them (the recommendations follow them); 'Agora não' goes on without.
import { useId, useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { saveUserTags, tagsPageQuery, TOPICS_PAGE_SIZE, userTagsQuery } from '../../api/topics';
import { topicsMessages as text } from '../../i18n/terms';
import { Pagination } from '../../ui/pagination/Pagination';
import { SearchField } from '../../ui/SearchField';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import * as buttons from '../../ui/buttons.css';
import * as css from './terms.css';

const SEARCH_MAX = 400;

export function TopicsStep({ idUser, onDone }: { idUser: number; onDone: () => void }) {
  const { data: own } = useSuspenseQuery(userTagsQuery(idUser));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(own));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const wanted = useDebouncedValue(search.trim(), 300);
  const tags = useQuery(tagsPageQuery(wanted, page));
  const headingId = useId();
  const toggle = (tag: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(tag);
      else next.delete(tag);
      return next;
    });

  const save = async () => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    try {
      await saveUserTags(idUser, [...chosen]);
      onDone();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : text.saveFailed);
      setSaving(false);
    }
  };

  const result = tags.data?.result ?? [];
  return (
    <section className={css.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.termTitle}>
        {text.title}
      </h2>
      <p>{text.intro}</p>
      <div className={css.search}>
        <SearchField
          label={text.search}
          maxLength={SEARCH_MAX}
          value={search}
          onChange={(typed) => {
            setSearch(typed);
            setPage(1);
          }}
        />
      </div>
      {tags.isError ? (
        <p role="alert" className={css.error}>
          {text.loadFailed}
        </p>
      ) : tags.isPending ? (
        <p role="status">{text.loading}</p>
      ) : result.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <fieldset className={css.topics}>
          <legend className="visually-hidden">{text.title}</legend>
          {result.map((tag) => (
            <label key={tag} className={css.box}>
              <input
                type="checkbox"
                checked={chosen.has(tag)}
                onChange={(event) => toggle(tag, event.target.checked)}
              />
              <span>{tag}</span>
            </label>
          ))}
        </fieldset>
      )}
      <Pagination
        page={page}
        pageCount={Math.ceil((tags.data?.totalRecords ?? 0) / TOPICS_PAGE_SIZE)}
        onPage={setPage}
      />
      <p role="status">{text.chosen(chosen.size)}</p>
      {failure ? (
        <p role="alert" className={css.error}>
          {failure}
        </p>
      ) : null}
      <div className={css.actions}>
        <button type="button" className={buttons.secondary} onClick={onDone} disabled={saving}>
          {text.skip}
        </button>
        <button type="button" className={buttons.primary} onClick={() => void save()}>
          {saving ? text.saving : text.save}
        </button>
      </div>
    </section>
  );
}
