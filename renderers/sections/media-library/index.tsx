// Section type 20, the media library (content-app.md 2.6): each content item of the section is a
// library. One library opens directly; several are listed to pick from. The library and the folder
// live in the URL (?biblioteca=, ?pasta=), so the browser's back button walks back up the tree.
import { Link, useSearchParams } from 'react-router-dom';
import { ItemSlot, type SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { directoryMessages } from '../../../src/i18n/directory';
import { EmptyState } from '../../../src/ui/cards';
import { LIBRARY_PARAM, LibraryView, searchWith } from './LibraryView';
import * as css from './styles.css';

export default function MediaLibrary({ section, items }: SectionRendererProps<ContentItem>) {
  const [params] = useSearchParams();
  if (items.length === 0) return <EmptyState />;
  const chosen =
    items.length === 1
      ? items[0]
      : items.find((item) => item.ok && String(item.value.idContentItem) === params.get(LIBRARY_PARAM));
  if (chosen)
    return (
      <ItemSlot item={chosen}>
        {(library) => (
          <LibraryView library={library} sectionName={items.length > 1 ? section.name : undefined} />
        )}
      </ItemSlot>
    );
  return (
    <div className={css.picker}>
      <h2 className={css.pickerTitle}>{directoryMessages.libraryPick}</h2>
      <ul className={css.libraries}>
        {items.map((item) => (
          <li key={item.index}>
            <ItemSlot item={item}>
              {(library) => (
                <Link
                  to={{ search: searchWith(params, { [LIBRARY_PARAM]: String(library.idContentItem) }) }}
                  className={css.library}
                >
                  <span className={css.libraryName}>{library.text}</span>
                  {library.description ? (
                    <span className={css.libraryDescription}>{library.description}</span>
                  ) : null}
                </Link>
              )}
            </ItemSlot>
          </li>
        ))}
      </ul>
    </div>
  );
}
