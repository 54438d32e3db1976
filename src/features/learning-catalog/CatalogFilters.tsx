// The catalog's search box (at most 25 characters, learning-area.md 2.3 and 9) and its tag filter
// (GET /learning/tags/available?nodeCode=): one chip per tag, pressed or not. The tags come on their
// own: until they do, or if they cannot, the search works without them.
import { useQuery } from '@tanstack/react-query';
import { CATALOG_SEARCH_MAX, catalogTagsQuery } from '../../api/learning-catalog';
import { catalogMessages } from '../../i18n/learning-catalog';
import { cx } from '../../ui/cards/cx';
import * as css from '../../ui/listControls.css';
import { SearchField } from '../../ui/SearchField';
import { toggled, type CatalogFilterState } from './useCatalogFilter';

interface Props {
  nodeCode: string;
  state: CatalogFilterState;
  /** Parameters textSearch and tagsFilter of the block ('1' shows each); the page shows both. */
  search?: boolean;
  tags?: boolean;
}

export function CatalogFilters({ nodeCode, state, search = true, tags = true }: Props) {
  if (!search && !tags) return null;
  return (
    <div className={css.controls}>
      {search ? (
        <SearchField
          label={catalogMessages.search}
          placeholder={catalogMessages.searchPlaceholder}
          maxLength={CATALOG_SEARCH_MAX}
          value={state.typed}
          onChange={state.setTyped}
        />
      ) : null}
      {tags ? <TagChips nodeCode={nodeCode} state={state} /> : null}
    </div>
  );
}

function TagChips({ nodeCode, state }: { nodeCode: string; state: CatalogFilterState }) {
  const available = useQuery(catalogTagsQuery(nodeCode)).data ?? [];
  const picked = state.filter.tags;
  if (available.length === 0) return null;
  return (
    <div role="group" aria-label={catalogMessages.tags} className={css.chips}>
      {available.map((tag) => {
        const pressed = picked.includes(tag);
        return (
          <button
            key={tag}
            type="button"
            aria-pressed={pressed}
            className={cx(css.chip, pressed && css.chipPressed)}
            onClick={() => state.setTags(toggled(picked, tag))}
          >
            {tag}
          </button>
        );
      })}
    </div>
  );
}
