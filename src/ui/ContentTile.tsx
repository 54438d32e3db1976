// A content item as a mosaic tile: the menu's OptionTile (image fills it, text on a gradient),
// leading to the item's page instead of a section. Shared by the mosaic and the video mosaic.
import type { ContentItem } from '../generated/types';
import { EAGER_COUNT } from './cards/CardImage';
import { OptionTile } from './cards/OptionTile';
import { contentPath } from '../paths/paths';

interface Props {
  item: ContentItem;
  idSection: number;
  /** Its place in the mosaic: the first tiles load their image at once, the first takes firstItemText. */
  position: number;
}

export function ContentTile({ item, idSection, position }: Props) {
  const option = {
    text: item.text,
    sectionTo: idSection,
    image: item.image,
    imageStyle: item.imageStyle,
    color: item.backgroundColor ?? item.color,
    showText: item.showText,
  };
  return (
    <OptionTile
      option={option}
      to={contentPath(item.idContentItem, idSection)}
      fill
      eager={position < EAGER_COUNT}
      first={position === 0}
    />
  );
}
