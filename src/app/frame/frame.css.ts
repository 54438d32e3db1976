import { globalStyle, style } from '@vanilla-extract/css';
import { frameVars, vars } from '../../theme/contract.css';
import { logoChip } from '../../ui/styleParts';

const TOP_BAR_HEIGHT = '3.5rem';
// A 20 px icon over two lines of 12 px labels, its 3 px rule included.
const BOTTOM_MENU_HEIGHT = '4rem';

export const shell = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

/** The bars the shell draws, told to what fills the screen between them (frameVars). */
export const hasTopBar = style({ vars: { [frameVars.top]: TOP_BAR_HEIGHT } });
export const hasBottomMenu = style({ vars: { [frameVars.bottom]: BOTTOM_MENU_HEIGHT } });

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  height: TOP_BAR_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0 1rem',
  background: vars.color.header,
  color: vars.color.onHeader,
  boxShadow: '0 1px 4px rgb(0 0 0 / 0.15)',
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 700,
  flex: 1,
  minWidth: 0,
});
export const logo = style(logoChip);
// The name gives way first (its shrink outweighs the logo's), the logo only once the name is gone.
export const brandName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
  flexShrink: 100,
});

export const barButton = style({
  background: 'transparent',
  border: `1px solid currentColor`,
  color: 'inherit',
  borderRadius: vars.radius.button,
  padding: '0.35rem 0.75rem',
  cursor: 'pointer',
  font: 'inherit',
  fontSize: '0.875rem',
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: '1rem',
});

export const withBottomMenu = style({ paddingBottom: '5rem' });

export const bottomMenu = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 10,
  display: 'flex',
  justifyContent: 'space-around',
  background: vars.color.menu1,
  borderTop: `3px solid ${vars.color.menu2}`,
  height: BOTTOM_MENU_HEIGHT,
});

// Each entry as wide as its words ask and never narrower than its longest word, the long names on two
// lines at most (issue 20: 'Webinars e encontros' took three and grew the menu over the page).
export const bottomLink = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.15rem',
  color: vars.color.onMenu1,
  textDecoration: 'none',
  fontSize: '0.75rem',
  lineHeight: 1.2,
  padding: '0.3rem 0.25rem',
  textAlign: 'center',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.menu3, color: vars.color.onMenu3, fontWeight: 700 },
  },
});

export const bottomLabel = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'break-word',
});

export const bottomIcon = style({ flex: 'none', width: '1.25rem', height: '1.25rem', objectFit: 'contain' });

// A section without an icon of its own gets one for its kind of screen (its section type), drawn in
// the menu's text colour: the picture is a mask, so one shape serves every tenant palette.
const shapes = {
  home: "<path d='M3 11 12 3l9 8v10h-6v-6H9v6H3z'/>",
  grid: "<path d='M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z'/>",
  list: "<path d='M3 4h4v4H3zm6 1h12v2H9zm-6 5h4v4H3zm6 1h12v2H9zm-6 5h4v4H3zm6 1h12v2H9z'/>",
  play: "<path fill-rule='evenodd' d='M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-2 6v8l6-4z'/>",
  document: "<path fill-rule='evenodd' d='M5 2h10l5 5v15H5zm3 9v2h8v-2zm0 4v2h8v-2z'/>",
  people: "<circle cx='12' cy='7' r='4'/><path d='M4 21a8 7 0 0 1 16 0z'/>",
  calendar: "<path fill-rule='evenodd' d='M3 4h3V2h2v2h8V2h2v2h3v17H3zm2 6v9h14v-9z'/>",
  bell: "<path d='M12 2a6 6 0 0 1 6 6v5l2 4H4l2-4V8a6 6 0 0 1 6-6zm-3 17h6a3 3 0 0 1-6 0z'/>",
  chat: "<path d='M3 4h18v13H9l-6 4z'/>",
  cart: "<path d='M1 3h4l3 11h11l3-8H7.5L6.7 3zM9 17a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm9 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4z'/>",
};
const typesOf: Record<Exclude<keyof typeof shapes, 'home' | 'list'>, number[]> = {
  grid: [1, 13, 33, 48],
  play: [4, 5, 6, 11, 19],
  document: [20, 43, 49, 61],
  people: [21, 60],
  calendar: [25],
  bell: [32],
  chat: [52],
  cart: [59],
};
const mask = (shape: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'>${shape}</svg>`)}")`;

export const bottomFallbackIcon = style([
  bottomIcon,
  { background: 'currentColor', mask: `${mask(shapes.list)} center / contain no-repeat` },
]);
globalStyle(`${bottomFallbackIcon}[data-kind="home"]`, { maskImage: mask(shapes.home) });
for (const [kind, types] of Object.entries(typesOf))
  globalStyle(types.map((type) => `${bottomFallbackIcon}[data-kind="${type}"]`).join(', '), {
    maskImage: mask(shapes[kind as keyof typeof shapes]),
  });

export const footer = style({
  padding: '1rem',
  textAlign: 'center',
  background: vars.color.footer,
  color: vars.color.onFooter,
  fontSize: '0.875rem',
});

export const footerPadding = style({ paddingBottom: '5rem' });

export const trail = style({ marginBottom: '0.75rem' });
