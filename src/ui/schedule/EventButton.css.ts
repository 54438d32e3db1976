import { fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toneVars } from '../cards/shared.css';
import { focusRing } from '../../theme/primitives';
import { itemDescription, outlinedControl } from '../styleParts';

export const button = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto 1fr',
  alignItems: 'center',
  columnGap: '0.625rem',
  rowGap: '0.125rem',
  width: '100%',
  minHeight: '2.75rem',
  padding: '0.625rem 0.75rem',
  ...outlinedControl,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover': { borderColor: vars.color.primaryText },
  },
});

/** The type's colour (tone.ts); the theme's primary otherwise. */
export const swatch = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: '50%',
  background: fallbackVar(toneVars.background, vars.color.primary),
  flex: 'none',
});

export const when = style({
  color: vars.color.itemDescription,
  fontSize: '0.875rem',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const name = style({
  color: vars.color.itemText,
  fontFamily: vars.font.itemText,
  fontWeight: 600,
});

export const type = style({
  gridColumn: '3',
  ...itemDescription,
});
