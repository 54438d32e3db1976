// The external courses tab's own shapes: the bar over the list, the form's fields in one or two
// columns (one at 375 px), its messages and its progress.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { wrapRow } from '../../../theme/primitives';

// The form's fields: the shapes every useForm form shares.
export { alert, error, field, fields, form, hint, input, label, wide } from '../../../ui/formFields.css';

export const bar = style({
  ...wrapRow('0.75rem'),
  alignItems: 'flex-end',
  justifyContent: 'space-between',
});

// The form is taller than a phone: the dialog scrolls, this one wider than the default one.
export const dialog = style({ width: 'min(44rem, calc(100% - 1rem))', maxHeight: 'calc(100dvh - 1rem)' });

export const reason = style({
  margin: 0,
  padding: '0.75rem',
  borderRadius: vars.radius.button,
  background: vars.color.fourth,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const progress = style({ width: '100%', accentColor: vars.color.primary });

export const evidenceRow = style({ ...wrapRow('0.5rem'), alignItems: 'center' });

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
