// Section type 8: the single-line card list (content-app.md 2.5): one horizontally scrolling row,
// "Nenhum conteúdo disponível" when empty.
import type { SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { ContentCardList, EmptyState } from '../../../src/ui/cards';
import * as css from './styles.css';

export default function CardRow({ section, items }: SectionRendererProps<ContentItem>) {
  if (items.length === 0) return <EmptyState />;
  return (
    // A named <section> is a region. It takes focus itself so the arrow keys scroll the row, not
    // only tabbing card by card (WCAG 2.1.1; axe: scrollable-region-focusable).
    <section
      aria-label={section.name}
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={css.scroller}
    >
      <ContentCardList
        items={items}
        idSection={section.idSection}
        className={css.row}
        itemClassName={css.item}
      />
    </section>
  );
}
