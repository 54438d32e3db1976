import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fieldError, focusRing, wrapRow } from '../../theme/primitives';
import { formPage, outlinedControl, primaryButton, stackCard } from '../../ui/styleParts';

export const page = style(formPage);

export const title = style({ margin: 0, fontSize: '1.5rem', color: vars.color.itemText });

export const intro = style({ display: 'grid', gap: '0.75rem', lineHeight: 1.5 });

export const paragraph = style({ margin: 0, whiteSpace: 'pre-line' });

export const card = style(stackCard('1.25rem'));

export const field = style({ display: 'grid', gap: '0.3rem' });

export const label = style({ fontWeight: 600, fontSize: '0.9375rem' });

export const textarea = style({
  ...outlinedControl,
  minHeight: '10rem',
  resize: 'vertical',
  padding: '0.55rem 0.7rem',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const counter = style({ margin: 0, fontSize: '0.8125rem', color: vars.color.textMuted });

export const counterOver = style({ color: vars.color.danger, fontWeight: 600 });

export const error = style(fieldError);

export const success = style({ margin: 0, display: 'grid', gap: '0.25rem', color: vars.color.text });

export const successTitle = style({ fontWeight: 700, color: vars.color.primaryText });

export const actions = style(wrapRow('0.5rem'));

export const button = style({
  ...primaryButton,
  padding: '0.55rem 1.5rem',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'progress' },
  },
});

export const homeLink = style({
  color: vars.color.primaryText,
  fontWeight: 600,
  selectors: { '&:focus-visible': focusRing },
});
