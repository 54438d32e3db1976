// Home layout "carousel" (content-app.md 2.1, 9): the home's options in the shared carousel
// (groups of itemsPerGroup(width), previous/next and dots), each group a row of filled tiles.
import type { HomeLayoutProps } from '../../../src/engine';
import { OptionList } from '../../../src/ui/cards';
import { GroupCarousel, groupGrid } from '../../../src/ui/GroupCarousel';
import * as css from './styles.css';

export default function Carousel({ section, items }: HomeLayoutProps) {
  return (
    <GroupCarousel label={section.name} items={items}>
      {(group) => <OptionList items={group} className={`${groupGrid} ${css.group}`} fill />}
    </GroupCarousel>
  );
}
