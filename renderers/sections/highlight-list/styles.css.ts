import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: '1rem', padding: '0.75rem' });

// The emphasised cards re-point the item tokens their titles read: the design's emphasis colour
// (menuitem.emphasisTextColor, contrast-checked in theme/tokens.ts) at the first item's size.
export const featured = style({
  vars: {
    [vars.color.itemText]: vars.color.emphasis,
    [vars.fontSize.itemText]: vars.fontSize.firstItemText,
    [vars.font.itemText]: vars.font.firstItemText,
  },
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: '1rem',
});

export const compact = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '0.5rem' });
