// The header's search (learning-area.md 2.4, 5, 9): at most 300 characters, an empty text is not
// sent, a search goes to /searchResult/{text}. On the results page the box holds the text searched.
import { useState, type FormEvent } from 'react';
import { useMatch, useNavigate } from 'react-router-dom';
import { frameMessages } from '../../i18n/learning-frame';
import { learningRoutes } from '../../paths/learning-paths';
import { HEADER_SEARCH_MAX, headerSearchPath } from './searchRules';
import * as css from './learningFrame.css';

export function HeaderSearch() {
  const searched = useMatch(learningRoutes.searchResult.pattern)?.params.searchText ?? '';
  // Another search (or leaving the results) starts the box from what the address says.
  return <SearchForm key={searched} searched={searched} />;
}

function SearchForm({ searched }: { searched: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(searched);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = headerSearchPath(text);
    if (path) void navigate(path);
  };
  return (
    <form role="search" className={css.search} onSubmit={submit}>
      <input
        type="search"
        aria-label={frameMessages.search}
        className={css.searchInput}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={HEADER_SEARCH_MAX}
        placeholder={frameMessages.searchPlaceholder}
        autoComplete="off"
      />
      <button type="submit" className={css.headerButton}>
        {frameMessages.search}
      </button>
    </form>
  );
}
