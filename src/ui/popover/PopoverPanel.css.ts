import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { floatingPanel } from '../../theme/primitives';

export const popover = style({
  minWidth: '16rem',
  maxWidth: 'min(24rem, calc(100vw - 1rem))',
  maxHeight: 'min(70vh, 32rem)',
  ...floatingPanel,
});

export const dialog = style({ padding: '0.75rem', outline: 'none' });

export const title = style({ margin: '0 0 0.5rem', fontSize: '1rem', color: vars.color.itemText });
