// Section type 2: content items as a responsive grid of cards, each opening
// /content/{idContentItem}?idSection={idSection} (content-app.md 2.5).
import type { SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { ContentCardList } from '../../../src/ui/cards';
import * as css from './styles.css';

export default function CardGrid({ section, items }: SectionRendererProps<ContentItem>) {
  return <ContentCardList items={items} idSection={section.idSection} className={css.grid} />;
}
