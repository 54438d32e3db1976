import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  bareList,
  fieldError as fieldErrorRule,
  focusRing,
  stackedList,
  wrapRow,
} from '../../theme/primitives';
import { stackCard, textField } from '../../ui/styleParts';

// The progress bar: pins joined by a line, filled up to the current pin.
export const pins = style({
  ...bareList,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
});

export const pin = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  selectors: {
    // The line from the previous pin to this one.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: '1rem',
      right: '50%',
      width: '100%',
      height: '4px',
      marginTop: '-2px',
      background: vars.color.border,
    },
    '&[data-state="done"]:not(:first-child)::before, &[data-state="current"]:not(:first-child)::before': {
      background: vars.color.primary,
    },
  },
});

export const pinButton = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.375rem',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'center',
  selectors: {
    'button&': { cursor: 'pointer' },
    'button&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
    '&:focus-visible': focusRing,
  },
});

export const pinMark = style({
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontWeight: 700,
  selectors: {
    [`${pin}[data-state="current"] &`]: {
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
      boxShadow: `0 0 0 3px ${vars.color.fourth}`,
    },
    [`${pin}[data-state="done"] &`]: {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const pinLabel = style({
  fontSize: '0.8125rem',
  fontWeight: 600,
  color: vars.color.textMuted,
  selectors: {
    [`${pin}[data-state="current"] &, ${pin}[data-state="done"] &`]: { color: vars.color.text },
  },
});

export const stage = style(stackCard('1rem'));

export const stageTitle = style({
  margin: 0,
  fontSize: '1.25rem',
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': focusRing },
});

export const items = style(stackedList('0.75rem'));

export const item = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr auto',
  alignItems: 'center',
  gap: '0.75rem',
  paddingBottom: '0.75rem',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const thumb = style({
  width: '4.5rem',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: '0.25rem',
  background: vars.color.fourth,
});

export const itemText = style({ display: 'grid', gap: '0.25rem', minWidth: 0 });

export const itemTitle = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const removeButton = style({
  padding: '0.375rem 0.75rem',
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  color: vars.color.danger,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:disabled': { opacity: 0.6, cursor: 'progress' } },
});

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  margin: 0,
  fontSize: '1.125rem',
  fontWeight: 700,
});

export const actions = style({
  ...wrapRow('0.75rem'),
  justifyContent: 'space-between',
});

export const cardForm = style({ display: 'grid', gap: '0.875rem', margin: 0, padding: 0, border: 0 });

export const legend = style({ padding: 0, marginBottom: '0.5rem', fontSize: '1.125rem', fontWeight: 700 });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  gap: '0.875rem',
});

export const field = style({ display: 'grid', gap: '0.25rem', alignContent: 'start' });

export const label = style({ fontWeight: 600 });

export const input = style({
  ...textField,
  padding: '0.625rem 0.75rem',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const hint = style({
  margin: 0,
  minHeight: '1.25rem',
  fontSize: '0.8125rem',
  color: vars.color.textMuted,
});

export const fieldError = style(fieldErrorRule);

export const summary = style({ margin: 0, display: 'grid', gap: '0.25rem' });

export const result = style({ display: 'grid', gap: '0.75rem', justifyItems: 'center', textAlign: 'center' });

export const resultMark = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: '50%',
  fontSize: '1.75rem',
  fontWeight: 700,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: { '&[data-tone="failure"]': { background: vars.color.danger, color: vars.color.onDanger } },
});

export const paying = style({ display: 'grid', gap: '0.5rem', justifyItems: 'center' });

export const progress = style({ width: '100%', maxWidth: '20rem', accentColor: vars.color.primary });
