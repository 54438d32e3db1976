// Home layout "mosaic" (content-app.md 2.1, 2.5): tile sizes follow the item count through
// mosaicTileSizes (wide % at 768 px and up, narrow % below; a two-row first tile past 4 items).
// The grid and the tile attributes are shared with the mosaic sections (src/ui/MosaicGrid).
import type { HomeLayoutProps } from '../../../src/engine';
import { OptionList } from '../../../src/ui/cards';
import { mosaicTileSizes } from '../../../src/ui/mosaic';
import { mosaicTileProps } from '../../../src/ui/mosaicTile';
import * as css from './styles.css';

export default function Mosaic({ items }: HomeLayoutProps) {
  const sizes = mosaicTileSizes(items.length);
  return (
    <OptionList
      items={items}
      className={css.mosaic}
      itemClassName={css.tile}
      fill
      itemProps={(position) => mosaicTileProps(sizes[position])}
    />
  );
}
