import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/primitives';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'default' } },
});

export const track = style({
  display: 'inline-flex',
  alignItems: 'center',
  width: '2.5rem',
  height: '1.5rem',
  padding: '0.125rem',
  boxSizing: 'border-box',
  borderRadius: '999px',
  background: vars.color.textMuted,
  transition: 'background 120ms',
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.primary },
    [`${root}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: '50%',
  background: vars.color.surface,
  transition: 'transform 120ms',
  selectors: { [`${root}[data-selected] &`]: { transform: 'translateX(1rem)' } },
});
