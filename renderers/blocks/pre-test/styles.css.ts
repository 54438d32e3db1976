import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';

export const list = style({ display: 'grid', gap: '0.75rem', listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'grid',
  gap: '0.5rem',
  padding: '1rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const title = style({
  margin: 0,
  color: vars.color.itemText,
  fontFamily: vars.font.itemText,
  fontSize: '1.125rem',
});

export const description = style({ margin: 0, color: vars.color.itemDescription });

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem',
  margin: 0,
});

export const badge = style({
  padding: '0.25rem 0.75rem',
  borderRadius: '999px',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  fontSize: '0.875rem',
});
