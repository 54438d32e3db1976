// Section type 13: a carousel of sub-sections (content-app.md 2.5, 9). The section's menu options,
// each a tile linking to /{slug-of-text}/{sectionTo}, in the shared carousel: groups of
// itemsPerGroup(width), previous/next and dots.
import type { SectionRendererProps } from '../../../src/engine';
import type { MenuOption } from '../../../src/generated/types';
import { OptionList } from '../../../src/ui/cards';
import { GroupCarousel, groupGrid } from '../../../src/ui/GroupCarousel';
import * as css from './styles.css';

export default function SectionCarousel({ section, items }: SectionRendererProps<MenuOption>) {
  return (
    <GroupCarousel label={section.name} items={items}>
      {(group) => <OptionList items={group} className={`${groupGrid} ${css.group}`} fill />}
    </GroupCarousel>
  );
}
