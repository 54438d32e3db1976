import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { errorText, focusRingAt, mutedCaption, selectedPair, wrapRow } from '../../theme/primitives';
import { outlinedControl, textField } from '../styleParts';

const focusRing = focusRingAt('1px');

export const editor = style({ display: 'grid', gap: '0.4rem', minWidth: 0 });

export const toolbar = style(wrapRow('0.375rem'));

export const tool = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: '0 0.75rem',
  ...outlinedControl,
  fontSize: '0.9rem',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-pressed="true"]': selectedPair,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const area = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  minHeight: '8rem',
  padding: '0.7rem 0.8rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '1rem',
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
  selectors: {
    '&:focus-visible': focusRing,
    '&:focus': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[aria-readonly="true"]': { background: vars.color.background },
  },
});

export const paragraph = style({ margin: '0 0 0.5rem' });

export const underline = style({ textDecoration: 'underline' });

export const link = style({ color: vars.color.primaryText, textDecoration: 'underline' });

export const counter = style({
  ...mutedCaption,
  justifySelf: 'end',
});

export const linkForm = style({
  display: 'grid',
  gap: '0.4rem',
  padding: '0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  background: vars.color.background,
});

export const linkLabel = style({ fontWeight: 600, fontSize: '0.9rem' });

export const linkInput = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '2.75rem',
  padding: '0.5rem 0.7rem',
  ...textField,
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const hint = style({ margin: 0, fontSize: '0.85rem', color: vars.color.textMuted });

export const error = style({ ...errorText, fontSize: '0.9rem' });

export const linkActions = style(wrapRow('0.375rem'));
