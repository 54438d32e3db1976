// Section type 7: the grid list (content-app.md 2.5): rows of thumbnail, title and description in a
// responsive grid (one column on phones, two on tablets, three on wide screens). Each row opens
// /content/{idContentItem}?idSection={idSection}.
import type { SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { ContentRowList } from '../../../src/ui/ContentRowList';
import * as css from './styles.css';

export default function GridList({ section, items }: SectionRendererProps<ContentItem>) {
  return <ContentRowList items={items} idSection={section.idSection} className={css.grid} />;
}
