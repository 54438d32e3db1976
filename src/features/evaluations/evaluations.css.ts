import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as buttons from '../../ui/buttons.css';
import { bareList, surfaceCard, wrapRow } from '../../theme/primitives';
import { outlinedControl } from '../../ui/styleParts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  padding: '1rem',
  maxWidth: '56rem',
  margin: '0 auto',
  width: '100%',
  boxSizing: 'border-box',
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: '1.5rem' });

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  padding: '1.25rem',
  ...surfaceCard,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: '0.75rem',
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: '0.25rem' });

export const factName = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const factValue = style({ margin: 0, fontWeight: 600, fontSize: '1.125rem' });

export const row = style({ ...wrapRow('0.75rem'), alignItems: 'center' });

export const spread = style([row, { justifyContent: 'space-between' }]);

export const primary = buttons.primary;

export const secondary = buttons.secondary;

export const disabled = style({ selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } } });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const statement = style({ padding: 0, marginBottom: '0.5rem', fontSize: '1.125rem', fontWeight: 600 });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  padding: '0.5rem 0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  cursor: 'pointer',
  selectors: { '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.primaryText}` } },
});

export const correlateRow = style({ display: 'flex', alignItems: 'center', gap: '0.75rem' });

export const numberInput = style({ width: '4rem', padding: '0.4rem', font: 'inherit' });

export const scale = style({
  ...wrapRow('0.5rem'),
  border: 0,
  padding: 0,
  margin: 0,
});

export const scaleLegend = style({ padding: 0, marginBottom: '0.25rem' });

export const textarea = style({
  width: '100%',
  minHeight: '8rem',
  padding: '0.5rem',
  font: 'inherit',
  boxSizing: 'border-box',
});

export const counter = style({ alignSelf: 'flex-end', color: vars.color.textMuted, fontSize: '0.875rem' });

export const questionList = style({
  ...wrapRow('0.25rem'),
  ...bareList,
});

export const questionLink = style({
  minWidth: '2.25rem',
  padding: '0.35rem 0.5rem',
  ...outlinedControl,
  cursor: 'pointer',
  selectors: { '&[aria-current="step"]': { borderColor: vars.color.primaryText, fontWeight: 700 } },
});

export const answeredLink = style({ background: vars.color.primary, color: vars.color.onPrimary });

export const timer = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700 });

export const gauge = style({ width: '12rem', maxWidth: '100%' });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  ...bareList,
});

export const right = style({ color: vars.color.primaryText, fontWeight: 600 });

export const wrongText = style({ color: vars.color.danger, fontWeight: 600 });

export const alert = style({
  margin: 0,
  padding: '0.75rem',
  borderRadius: vars.radius.button,
  border: `1px solid ${vars.color.danger}`,
});
