// The plan modals' shapes: a wider dialog that scrolls on a phone, the plan cards in one to three
// columns, the calculator's table and the contact form's fields.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, stackedList, surfaceCard, wrapRow } from '../../theme/primitives';
import { linkButton as linkButtonRule } from '../../ui/styleParts';

// The form's fields: the shapes every useForm form shares.
export { alert, error, field, fields, form, input, label, wide } from '../../ui/formFields.css';

export const dialog = style({
  width: 'min(60rem, calc(100% - 1rem))',
  maxHeight: 'calc(100dvh - 1rem)',
  overflowY: 'auto',
  boxSizing: 'border-box',
});

export const narrowDialog = style({ maxHeight: 'calc(100dvh - 1rem)', overflowY: 'auto' });

export const text = style({ margin: '0 0 0.75rem', lineHeight: 1.5 });

export const muted = style({ margin: '0 0 0.75rem', color: vars.color.textMuted, fontSize: '0.9375rem' });

export const cards = style({
  ...stackedList('1rem'),
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

export const card = style({
  display: 'grid',
  gap: '0.75rem',
  alignContent: 'start',
  padding: '1rem',
  ...surfaceCard,
});

export const currentCard = style({ borderColor: vars.color.primaryText, borderWidth: '2px' });

export const cardName = style({ margin: 0, fontSize: '1.125rem', color: vars.color.itemText });

export const badge = style({
  justifySelf: 'start',
  padding: '0.2rem 0.6rem',
  borderRadius: vars.radius.button,
  background: vars.color.fourth,
  color: vars.color.onFourth,
  fontSize: '0.875rem',
  fontWeight: 600,
});

export const list = style({ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.25rem' });

export const sublist = style({ margin: '0.5rem 0 0.25rem', fontWeight: 600, fontSize: '0.9375rem' });

export const linkButton = style({
  ...linkButtonRule,
  justifySelf: 'start',
  padding: '0.25rem 0',
  selectors: { '&:focus-visible': focusRing },
});

export const actions = style(wrapRow('0.5rem'));

export const tableWrap = style({ overflowX: 'auto', margin: '0.75rem 0' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.875rem' });

export const cell = style({
  padding: '0.4rem 0.25rem',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  verticalAlign: 'top',
  selectors: { '&:first-child': { textAlign: 'left', paddingLeft: 0 }, '&:last-child': { paddingRight: 0 } },
});

export const amount = style({ whiteSpace: 'nowrap' });

export const unitPrice = style({
  display: 'block',
  fontWeight: 400,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});

export const total = style({
  margin: '0.5rem 0',
  fontSize: '1.25rem',
  fontWeight: 700,
  color: vars.color.emphasis,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: '0.4rem 1rem',
  margin: '0 0 0.75rem',
});

export const factName = style({ fontWeight: 600 });
export const factValue = style({ margin: 0 });

export const media = style({
  display: 'block',
  width: '100%',
  maxHeight: '50vh',
  objectFit: 'contain',
  borderRadius: vars.radius.card,
});
