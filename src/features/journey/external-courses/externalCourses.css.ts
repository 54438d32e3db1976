// The external courses tab's own shapes: the bar over the list, the form's fields in one or two
// columns (one at 375 px), its messages and its progress.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

const focusRing = { outline: `3px solid ${vars.color.primaryText}`, outlineOffset: '2px' };

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: '0.75rem',
});

// The form is taller than a phone: the dialog scrolls, this one wider than the default one.
export const dialog = style({ width: 'min(44rem, calc(100% - 1rem))', maxHeight: 'calc(100dvh - 1rem)' });

export const form = style({ display: 'grid', gap: '1rem' });

export const fields = style({
  display: 'grid',
  gap: '0.875rem 1rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
});

export const wide = style({ gridColumn: '1 / -1' });

export const field = style({ display: 'grid', gap: '0.3rem', alignContent: 'start', minWidth: 0 });

export const label = style({ fontWeight: 600, fontSize: '0.9375rem' });

export const input = style({
  font: 'inherit',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '2.75rem',
  padding: '0.5rem 0.7rem',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const error = style({ margin: 0, fontSize: '0.875rem', color: vars.color.danger, fontWeight: 600 });

export const hint = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });

export const alert = style({
  margin: 0,
  padding: '0.75rem',
  borderRadius: vars.radius.button,
  border: `2px solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontWeight: 600,
  background: vars.color.surface,
});

export const reason = style({
  margin: 0,
  padding: '0.75rem',
  borderRadius: vars.radius.button,
  background: vars.color.fourth,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const progress = style({ width: '100%', accentColor: vars.color.primary });

export const evidenceRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' });

export const fileName = style({ overflowWrap: 'anywhere', fontWeight: 600 });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: '0.4rem 1rem',
  margin: 0,
});

export const term = style({ fontWeight: 600 });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

// A term and its value in the details' grid (a <div> in the <dl> groups them for the markup only).
export const detailRow = style({ display: 'contents' });
