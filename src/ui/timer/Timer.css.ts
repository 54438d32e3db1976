import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const timer = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  margin: 0,
  padding: '0.25rem 0.625rem',
  border: '2px solid transparent',
  borderRadius: vars.radius.button,
});

export const time = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700 });

// Under 20 s: the danger pair and a border, plus the "!" mark, so the warning does not rest on colour
// alone (WCAG 1.4.1).
export const warning = style({
  borderColor: vars.color.danger,
  background: vars.color.danger,
  color: vars.color.onDanger,
});

export const label = style({
  color: vars.color.textMuted,
  selectors: { [`${warning} &`]: { color: 'inherit' } },
});

export const mark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.25em',
  height: '1.25em',
  borderRadius: '50%',
  background: vars.color.onDanger,
  color: vars.color.danger,
  fontWeight: 800,
  lineHeight: 1,
});
