import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { coverImage, focusRing, stackedList, surfaceCard } from '../../../src/theme/primitives';
import { itemDescription, itemMeta, itemName } from '../../../src/ui/styleParts';

// Selected video above the list on phones; side by side above 900 px (content-app.md 9: the
// playlist's desktop starts at 900).
export const layout = style({
  display: 'grid',
  gap: '1rem',
  padding: '0.75rem',
  '@media': {
    'screen and (min-width: 901px)': {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)',
      alignItems: 'start',
    },
  },
});

export const panel = style({ scrollMarginTop: '4rem' });

export const selected = style({
  display: 'flex',
  flexDirection: 'column',
  ...surfaceCard,
  overflow: 'hidden',
});

// 16:9 reserved before the image arrives (no layout shift).
export const poster = style({ aspectRatio: '16 / 9', background: vars.color.fourth });

export const image = style(coverImage);

export const details = style({ display: 'flex', flexDirection: 'column', gap: '0.5rem', padding: '1rem' });

export const title = style({
  margin: 0,
  color: vars.color.firstItemText,
  fontFamily: vars.font.firstItemText,
  fontSize: vars.fontSize.firstItemText,
  lineHeight: 1.25,
});

export const description = style({
  margin: 0,
  ...itemDescription,
  lineHeight: 1.45,
});

export const meta = style(itemMeta);

export const watch = style({
  alignSelf: 'flex-start',
  marginTop: '0.25rem',
  padding: '0.625rem 1.25rem',
  borderRadius: vars.radius.button,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontFamily: vars.font.body,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const list = style(stackedList('0.5rem'));

export const entry = style({
  display: 'grid',
  gridTemplateColumns: '1.75rem 6rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: '0.625rem',
  width: '100%',
  padding: '0.5rem',
  ...surfaceCard,
  color: vars.color.itemText,
  textAlign: 'left',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primaryText },
    // Selected: a thicker brand border, not colour alone (the number turns into a filled chip too).
    '&[aria-current="true"]': {
      borderColor: vars.color.primaryText,
      boxShadow: `inset 0 0 0 1px ${vars.color.primaryText}`,
    },
    '&:focus-visible': focusRing,
  },
});

export const number = style({
  display: 'grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: '999px',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontWeight: 700,
  fontSize: '0.875rem',
  selectors: {
    [`${entry}[aria-current="true"] &`]: { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const thumb = style({
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.button,
  overflow: 'hidden',
  background: vars.color.fourth,
});

export const entryText = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem', minWidth: 0 });

export const entryTitle = style({
  ...itemName,
  lineHeight: 1.3,
});
