// Section type 33: the card menu (content-app.md 2.1). Cards of the section's items, each opening
// /cardMenu/{idContentItem}, where that item's children are listed.
import { cardMenuPath } from '../../../src/paths/paths';
import type { SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { ContentCardList } from '../../../src/ui/cards';
import * as css from './styles.css';

export default function CardMenu({ section, items }: SectionRendererProps<ContentItem>) {
  return (
    <ContentCardList
      items={items}
      idSection={section.idSection}
      className={css.grid}
      linkTo={(item: ContentItem) => cardMenuPath(item.idContentItem)}
    />
  );
}
