import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';

export const list = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '0.75rem',
  maxWidth: '48rem',
  marginInline: 'auto',
});

export const kind = style({
  color: vars.color.itemDescription,
  fontFamily: vars.font.itemDescription,
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
