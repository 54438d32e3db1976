// A form's fields in one to three columns (one at 375 px), their labels, inputs and messages: one set
// of shapes for the forms built on useForm (the external course form, the plans' contact form).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { errorText, fieldError, focusRing, mutedCaption } from '../theme/primitives';
import { textField } from './styleParts';

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
  ...textField,
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '2.75rem',
  padding: '0.5rem 0.7rem',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-focus-visible]': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[readonly]': { background: vars.color.background, color: vars.color.textMuted },
  },
});

export const error = style(fieldError);

export const hint = style(mutedCaption);

/** A form-wide failure, above the buttons. */
export const alert = style({
  ...errorText,
  padding: '0.75rem',
  borderRadius: vars.radius.button,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.surface,
});
