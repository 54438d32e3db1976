// Section types 45 and 58: journeys as cards in a grid (content-app.md 2.5): image, title, progress
// while under way and the "Concluído" badge on finished ones (the shared ContentCard draws both).
import type { SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { ContentCardList } from '../../../src/ui/cards';
import * as css from './styles.css';

export default function JourneyCards({ section, items }: SectionRendererProps<ContentItem>) {
  return <ContentCardList items={items} idSection={section.idSection} className={css.grid} />;
}
