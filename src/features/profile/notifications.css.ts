import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, stackedList, wrapRow } from '../../theme/primitives';

/** One section of settings (Aprendizagem, Turmas, Sistema). */
export const group = style({ display: 'grid', gap: '0.5rem', border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ fontWeight: 700, padding: 0, marginBottom: '0.25rem' });

export const list = style(stackedList('0.5rem'));

export const row = style({
  ...wrapRow('0.5rem 1rem'),
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '0.5rem 0',
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The locked mark of a MANDATORY setting: focusable, so its tooltip opens from the keyboard too. */
export const mandatory = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  padding: '0.2rem 0.6rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 600,
  cursor: 'help',
  selectors: {
    '&:focus-visible': focusRing,
  },
});
