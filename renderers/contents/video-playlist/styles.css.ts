import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';

export const playlist = style({
  display: 'grid',
  gap: '0.75rem',
  maxWidth: '56rem',
  margin: '0 auto',
  padding: '0.75rem',
});

export const description = style({
  margin: 0,
  color: vars.color.itemDescription,
  fontFamily: vars.font.itemDescription,
  lineHeight: 1.5,
});

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });
