import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/primitives';
import { textField } from '../styleParts';

export const root = style({ display: 'grid', gap: '0.375rem', fontFamily: vars.font.body });

export const label = style({ fontWeight: 600, color: vars.color.text });

export const select = style({
  minWidth: '12rem',
  minHeight: '2.75rem',
  padding: '0.625rem 0.75rem',
  ...textField,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
  },
});
