import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const popover = style({
  minWidth: '16rem',
  maxWidth: 'min(24rem, calc(100vw - 1rem))',
  maxHeight: 'min(70vh, 32rem)',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: '0 12px 32px rgb(0 0 0 / 0.25)',
});

export const dialog = style({ padding: '0.75rem', outline: 'none' });

export const title = style({ margin: '0 0 0.5rem', fontSize: '1rem', color: vars.color.itemText });
