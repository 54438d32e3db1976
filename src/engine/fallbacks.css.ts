import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const polite = style({
  padding: '1rem',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const designer = style({
  padding: '0.75rem',
  border: `2px dashed ${vars.color.danger}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '0.85rem',
  overflow: 'auto',
});

export const raw = style({
  maxHeight: '12rem',
  overflow: 'auto',
  fontSize: '0.75rem',
  whiteSpace: 'pre-wrap',
});
