// A menu option as a tile linking to its section, in one of the three image styles of
// content-app.md 2.5: tile (image fills it, text on a gradient), icon (small centred icon above the
// text), hybrid (image left, text right). Shared by the menu map and every home layout.
import { Link } from 'react-router-dom';
import type { MenuOption } from '../../generated/types';
import { sectionPath } from '../../paths/paths';
import { CardImage } from './CardImage';
import { cx } from './cx';
import { focusRing, visuallyHidden } from './shared.css';
import { toneStyle } from './tone';
import * as css from './OptionTile.css';

export type ImageStyle = NonNullable<MenuOption['imageStyle']>;

/** Intrinsic image sizes per style (the CSS keeps these ratios while loading). */
const SIZES: Record<ImageStyle, [number, number]> = { tile: [400, 300], icon: [56, 56], hybrid: [96, 96] };

interface Props {
  option: MenuOption;
  /** Forces a style whatever the option says (the home row draws every option as hybrid). */
  imageStyle?: ImageStyle;
  /** The layout sizes the box (mosaic, fullscreen): fill it instead of keeping a ratio. */
  fill?: boolean;
  eager?: boolean;
  /** The first option of the list takes the design's firstItemText font. */
  first?: boolean;
  /** Where the tile leads, when not to the option's section (a content item's page). */
  to?: string;
}

export function OptionTile({ option, imageStyle, fill = false, eager = false, first = false, to }: Props) {
  const look = imageStyle ?? option.imageStyle ?? 'tile';
  const [width, height] = SIZES[look];
  const textClass = cx(
    css.text[look],
    look === 'tile' && option.image && css.overImage,
    look === 'hybrid' && !option.image && css.hybridAlone,
    first && css.first,
  );
  return (
    <Link
      to={to ?? sectionPath(option.text, option.sectionTo)}
      className={cx(css.tile, css.variant[look], fill && css.fill, !option.image && css.toned, focusRing)}
      style={option.image ? undefined : toneStyle(option.color)}
      data-image-style={look}
    >
      {option.image ? (
        <CardImage
          src={option.image}
          className={css.image[look]}
          width={width}
          height={height}
          eager={eager}
        />
      ) : null}
      {/* showText: false hides the text from sight only: it stays the link's accessible name. */}
      <span className={option.showText === false ? visuallyHidden : textClass}>{option.text}</span>
    </Link>
  );
}
