import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { focusRing, selectedPair, wrapRow } from '../../../src/theme/primitives';
import { filterChip } from '../../../src/ui/styleParts';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: '0.75rem', padding: '0.75rem' });

export const chips = style(wrapRow('0.5rem'));

// Pressed chips take the primary pair; the others stay on the surface with readable text.
export const chip = style({
  minHeight: '2.25rem',
  ...filterChip,
  fontFamily: vars.font.body,
  fontSize: '0.875rem',
  fontWeight: 600,
  selectors: {
    '&[aria-pressed="true"]': selectedPair,
    '&:focus-visible': focusRing,
  },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '0.5rem',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const format = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  color: vars.color.primaryText,
  fontFamily: vars.font.body,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
});

export const icon = style({
  width: '1rem',
  height: '1rem',
  flex: 'none',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
