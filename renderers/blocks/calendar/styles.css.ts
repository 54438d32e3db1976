import { fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { toneVars } from '../../../src/ui/cards/shared.css';

const focus = { outline: `3px solid ${vars.color.primaryText}`, outlineOffset: '2px' };
const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const filter = style({ maxWidth: '18rem' });

export const month = style({ display: 'grid', gap: '0.5rem' });

export const monthTitle = style({ margin: 0, color: vars.color.itemText, fontSize: '1.125rem' });

export const days = style({ ...plainList, display: 'grid', gap: '0.75rem' });

export const day = style({ display: 'grid', gap: '0.375rem' });

export const dayTitle = style({ margin: 0, fontWeight: 700, color: vars.color.itemText });

export const weekday = style({ fontWeight: 400, color: vars.color.itemDescription });

export const events = style({ ...plainList, display: 'grid', gap: '0.375rem' });

export const event = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto 1fr auto',
  alignItems: 'center',
  gap: '0.75rem',
  width: '100%',
  minHeight: '2.75rem',
  padding: '0.5rem 0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focus, '&:hover': { borderColor: vars.color.primaryText } },
});

/** The category's colour (tone.ts); the theme's primary otherwise. */
export const swatch = style({
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: '50%',
  background: fallbackVar(toneVars.background, vars.color.primary),
});

export const time = style({ color: vars.color.itemDescription, fontVariantNumeric: 'tabular-nums' });

export const name = style({ color: vars.color.itemText, fontWeight: 600 });

export const category = style({ color: vars.color.itemDescription, fontSize: '0.875rem' });
