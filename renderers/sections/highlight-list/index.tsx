// Section type 10: the highlight list (content-app.md 2.5). The first N items are emphasised
// (large cards, the design's emphasis colour), N = format.menuitem.emphasisNumber (default 1, 0 =
// none); the rest follow as a compact list.
import type { SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { sectionMessages } from '../../../src/i18n/sections';
import { ContentCardList, EmptyState } from '../../../src/ui/cards';
import { ContentRowList } from '../../../src/ui/ContentRowList';
import * as css from './styles.css';

const DEFAULT_EMPHASIS = 1;

export default function HighlightList({ section, format, items }: SectionRendererProps<ContentItem>) {
  if (items.length === 0) return <EmptyState />;
  const count = Math.min(Math.max(0, format.menuitem?.emphasisNumber ?? DEFAULT_EMPHASIS), items.length);
  const featured = items.slice(0, count);
  const rest = items.slice(count);
  return (
    <div className={css.layout}>
      {featured.length > 0 ? (
        <ContentCardList
          items={featured}
          idSection={section.idSection}
          className={css.featured}
          label={sectionMessages.highlights}
        />
      ) : null}
      {rest.length > 0 ? (
        <ContentRowList
          items={rest}
          idSection={section.idSection}
          className={css.compact}
          label={featured.length > 0 ? sectionMessages.moreContent : undefined}
        />
      ) : null}
    </div>
  );
}
