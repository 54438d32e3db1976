// Section type 18: the multiple-format list (content-app.md 2.5): items of mixed content types, each
// labelled with its type's name from the catalogue (Áudio, Vídeo, PDF, Arquivo...) and an icon.
// Chips "Todos" + one per format present filter the list; items open
// /content/{idContentItem}?idSection={idSection}.
import { useState } from 'react';
import type { SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { sectionMessages } from '../../../src/i18n/sections';
import { EmptyState } from '../../../src/ui/cards';
import { ContentRowList } from '../../../src/ui/ContentRowList';
import { contentTypeLabel, contentTypeRenderer } from '../../../src/ui/contentTypeLabel';
import * as css from './styles.css';

export default function MultiFormatList({ section, items }: SectionRendererProps<ContentItem>) {
  const [format, setFormat] = useState<string | undefined>(undefined);
  if (items.length === 0) return <EmptyState />;
  // Formats by label, in order of first appearance: types 4 and 26 both read "Conteúdo", one chip.
  const formats = [
    ...new Set(items.flatMap((item) => (item.ok ? [contentTypeLabel(item.value.idContentType)] : []))),
  ];
  const chosen = format && formats.includes(format) ? format : undefined;
  const shown = chosen
    ? items.filter((item) => item.ok && contentTypeLabel(item.value.idContentType) === chosen)
    : items;
  return (
    <div className={css.layout}>
      {formats.length > 1 ? (
        <div role="group" aria-label={sectionMessages.filterByFormat} className={css.chips}>
          {[undefined, ...formats].map((label) => (
            <button
              key={label ?? ''}
              type="button"
              className={css.chip}
              aria-pressed={label === chosen}
              onClick={() => setFormat(label)}
            >
              {label ?? sectionMessages.allFormats}
            </button>
          ))}
        </div>
      ) : null}
      <ContentRowList
        items={shown}
        idSection={section.idSection}
        className={css.list}
        rowLabel={formatLabel}
      />
    </div>
  );
}

const formatLabel = (item: ContentItem) => <FormatLabel idContentType={item.idContentType} />;

function FormatLabel({ idContentType }: { idContentType: number }) {
  const icon = ICONS[iconOf(contentTypeRenderer(idContentType))];
  return (
    <span className={css.format} data-content-type={idContentType}>
      <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={icon} />
      </svg>
      {contentTypeLabel(idContentType)}
    </span>
  );
}

type Icon = 'audio' | 'video' | 'document' | 'file' | 'link' | 'journey' | 'other';

/** The catalogue's viewer of a type, grouped into the few icons a learner tells apart. */
function iconOf(renderer: string | undefined): Icon {
  switch (renderer) {
    case 'audio':
      return 'audio';
    case 'video':
    case 'video-playlist':
    case 'live-stream':
      return 'video';
    case 'article':
    case 'rich-page':
    case 'embedded-page':
    case 'pdf':
    case 'scorm':
      return 'document';
    case 'download':
      return 'file';
    case 'external-link':
    case 'external-link-page':
      return 'link';
    case 'journey':
    case 'stepped-journey':
    case 'impact-journey':
      return 'journey';
    default:
      return 'other';
  }
}

// 24 x 24 outline glyphs, stroked in the label's colour.
const ICONS: Record<Icon, string> = {
  audio: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H4zM17 14h3v6h-3z',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  file: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  link: 'M10 14l4-4M9 7l2-2a4 4 0 0 1 6 6l-2 2M15 17l-2 2a4 4 0 0 1-6-6l2-2',
  journey: 'M5 21V4M5 4h11l-2 4 2 4H5',
  other: 'M4 4h16v16H4z',
};
