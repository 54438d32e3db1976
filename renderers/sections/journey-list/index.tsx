// Section type 12: journeys (content types 15, 16, 22, 23) as rows (content-app.md 2.5): image,
// title, the kind of journey, a progress bar while under way and the "Concluído" badge when done.
import type { SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { ContentRowList } from '../../../src/ui/ContentRowList';
import { contentTypeLabel } from '../../../src/ui/contentTypeLabel';
import * as css from './styles.css';

const kindOf = (journey: ContentItem) => (
  <span className={css.kind}>{contentTypeLabel(journey.idContentType)}</span>
);

export default function JourneyList({ section, items }: SectionRendererProps<ContentItem>) {
  return (
    <ContentRowList items={items} idSection={section.idSection} className={css.list} rowLabel={kindOf} />
  );
}
