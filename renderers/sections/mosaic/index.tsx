// Section type 3: content items as a mosaic (content-app.md 2.5). Tile sizes follow the item count
// (mosaicTileSizes, the home mosaic's rule); each tile opens /content/{id}?idSection={idSection}.
import type { SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { ContentTile } from '../../../src/ui/ContentTile';
import { MosaicGrid } from '../../../src/ui/MosaicGrid';

export default function Mosaic({ section, items }: SectionRendererProps<ContentItem>) {
  return (
    <MosaicGrid items={items}>
      {(item, position) => <ContentTile item={item} idSection={section.idSection} position={position} />}
    </MosaicGrid>
  );
}
