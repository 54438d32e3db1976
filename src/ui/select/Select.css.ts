import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const focus = { outline: `3px solid ${vars.color.primaryText}`, outlineOffset: '2px' };

export const root = style({ display: 'grid', gap: '0.375rem', fontFamily: vars.font.body });

export const label = style({ fontWeight: 600, color: vars.color.text });

export const button = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '0.5rem',
  minWidth: '12rem',
  padding: '0.625rem 0.75rem',
  font: 'inherit',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focus },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
  overflow: 'auto',
});

export const list = style({ padding: '0.25rem', outline: 'none' });

export const option = style({
  padding: '0.5rem 0.75rem',
  borderRadius: vars.radius.button,
  fontFamily: vars.font.body,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.background },
    '&[data-selected]': { fontWeight: 700, color: vars.color.primaryText },
    '&[data-focus-visible]': focus,
  },
});
