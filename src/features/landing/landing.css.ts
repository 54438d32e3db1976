import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { logoChip } from '../../ui/styleParts';

export const page = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0.5rem 1rem',
  '@media': { '(max-width: 30rem)': { gap: '0.5rem', padding: '0.5rem 0.75rem' } },
  background: vars.color.header,
  color: vars.color.onHeader,
});
// The logo's chip, as on the top bar (Aurora's dark-teal words vanished on its teal bar without it).
export const logo = style({ ...logoChip, marginRight: 'auto' });
export const button = style({
  font: 'inherit',
  fontWeight: 700,
  padding: '0.5rem 1rem',
  borderRadius: vars.radius.button,
  border: '1px solid currentColor',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
});
export const frame = style({ flex: 1, width: '100%', border: 0 });
export const dialog = style({
  border: 0,
  borderRadius: vars.radius.card,
  padding: '1.5rem',
  maxWidth: '28rem',
  width: 'calc(100% - 2rem)',
  selectors: { '&::backdrop': { background: 'rgb(0 0 0 / 0.5)' } },
});
