import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';

export const title = style({
  margin: 0,
  color: vars.color.emphasis,
  fontFamily: vars.font.firstItemText,
  fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem)',
  fontWeight: 700,
  lineHeight: 1.2,
});

export const subtitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: '1.125rem',
});
