import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, visuallyHidden as visuallyHiddenRule } from '../../theme/primitives';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
});

export const header = style({ borderBottom: `2px solid ${vars.color.border}` });

export const column = style({
  padding: '0.625rem 0.75rem',
  textAlign: 'start',
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

// The header's own look: the button is only what makes it pressable.
export const sortButton = style({
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  textAlign: 'inherit',
  selectors: { '&:focus-visible': focusRing },
});

export const rowHeader = style({ textAlign: 'start', fontWeight: 400 });

export const sortMark = style({ color: vars.color.primaryText });

export const visuallyHidden = style(visuallyHiddenRule);

export const body = style({});

export const row = style({ borderBottom: `1px solid ${vars.color.border}` });

export const cell = style({ padding: '0.625rem 0.75rem' });

export const empty = style({ margin: 0, padding: '1rem', color: vars.color.textMuted, textAlign: 'center' });
