// The topics of interest (learning-area.md 4.12, 5, 9), one picker for the two places that offer it:
// the step after the terms and the profile's 'Temas de interesse' card, both when the tenant's
// recommendations are on. The tenant's tags, 10 a page, a search of at most 400 characters, the
// learner's own ticked; what is ticked on one page stays ticked on the others. 'Salvar temas' stores
// them (the recommendations follow them). The caller draws the heading around it, and loads it inside
// Suspense (the learner's own tags are read with useSuspenseQuery).
import { useState } from 'react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { saveUserTags, tagsPageQuery, TOPICS_PAGE_SIZE, userTagsQuery } from '../../api/topics';
import { topicsMessages as text } from '../../i18n/terms';
import { Pagination } from '../../ui/pagination/Pagination';
import { SearchField } from '../../ui/SearchField';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useTickedSet } from '../../ui/useTickedSet';
import * as buttons from '../../ui/buttons.css';
import * as css from './topics.css';
import { LiveNote } from '../../ui/LiveNote';

export const TOPICS_SEARCH_MAX = 400;

interface Props {
  idUser: number;
  /** The name of the list of tags (the heading's words around it). */
  label: string;
  /** After the tags are stored. */
  onSaved: () => void;
  /** 'Agora não': the terms' step lets the learner go on without; the profile has no such button. */
  onSkip?: () => void;
}

export function TopicsPicker({ idUser, label, onSaved, onSkip }: Props) {
  const { data: own } = useSuspenseQuery(userTagsQuery(idUser));
  const queryClient = useQueryClient();
  const [chosen, toggle] = useTickedSet(() => own);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const wanted = useDebouncedValue(search.trim(), 300);
  const tags = useQuery(tagsPageQuery(wanted, page));

  const save = async () => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    try {
      const stored = [...chosen];
      await saveUserTags(idUser, stored);
      queryClient.setQueryData(userTagsQuery(idUser).queryKey, stored);
      setSaving(false);
      onSaved();
    } catch (error) {
      // What was ticked stays ticked: the learner tries again.
      setFailure(error instanceof Error && error.message ? error.message : text.saveFailed);
      setSaving(false);
    }
  };

  const result = tags.data?.result ?? [];
  return (
    <div className={css.picker}>
      <div className={css.search}>
        <SearchField
          label={text.search}
          maxLength={TOPICS_SEARCH_MAX}
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
          <legend className="visually-hidden">{label}</legend>
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
      <LiveNote role="alert" className={css.error}>
        {failure}
      </LiveNote>
      <div className={css.actions}>
        {onSkip ? (
          <button type="button" className={buttons.secondary} onClick={onSkip} disabled={saving}>
            {text.skip}
          </button>
        ) : null}
        <button type="button" className={buttons.primary} onClick={() => void save()}>
          {saving ? text.saving : text.save}
        </button>
      </div>
    </div>
  );
}
