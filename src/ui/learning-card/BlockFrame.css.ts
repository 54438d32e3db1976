import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The block's own margins (parameters marginTop and marginBottom, in px). */
export const marginTop = createVar();
export const marginBottom = createVar();

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  padding: '0 0.75rem',
  // A grid or flex item grows with its widest content by default: a wide table would push the page
  // sideways on a small screen instead of scrolling inside its own box.
  minWidth: 0,
  marginTop: marginTop,
  marginBottom: marginBottom,
  vars: { [marginTop]: '1rem', [marginBottom]: '1rem' },
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.firstItemText,
  fontSize: vars.fontSize.firstItemText,
  fontWeight: 700,
});

export const text = style({ margin: 0, color: vars.color.textMuted, fontFamily: vars.font.body });
