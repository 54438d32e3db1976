import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/primitives';
import { outlinedControl } from '../styleParts';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const drawer = style({
  margin: 0,
  marginInlineStart: 'auto',
  height: '100%',
  maxHeight: '100%',
  width: 'min(24rem, 100%)',
  borderRadius: 0,
  boxSizing: 'border-box',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${slideIn} 160ms ease-out` },
  },
});

export const close = style({
  position: 'absolute',
  insetBlockStart: '1rem',
  insetInlineEnd: '1rem',
  padding: '0.375rem 0.75rem',
  ...outlinedControl,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const body = style({ display: 'grid', gap: '0.75rem' });

// The title (Modal's h2) keeps clear of the "Fechar" button laid over the drawer's top corner: on a
// phone a long title ran under it ('Mapa de navegação' at 375 px).
globalStyle(`${drawer} > h2`, { paddingInlineEnd: '5.5rem' });
