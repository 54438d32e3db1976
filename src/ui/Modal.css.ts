import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const dialog = style({
  border: 0,
  borderRadius: vars.radius.card,
  padding: '1.25rem',
  width: 'min(32rem, calc(100% - 2rem))',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 18px 48px rgb(0 0 0 / 0.3)',
  selectors: { '&::backdrop': { background: 'rgb(0 0 0 / 0.5)' } },
});

export const title = style({ margin: '0 0 0.75rem', fontSize: '1.25rem', color: vars.color.itemText });
