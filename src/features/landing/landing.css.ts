import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

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
// Tenant logos are drawn for light backgrounds (Aurora's dark-teal words vanished on its teal bar): a
// light chip keeps any of them readable, as on the top bar (frame.css: logo).
export const logo = style({
  height: '2.25rem',
  width: 'auto',
  maxWidth: '9rem',
  minWidth: 0,
  objectFit: 'contain',
  marginRight: 'auto',
  padding: '0.2rem 0.45rem',
  background: vars.color.surface,
  borderRadius: vars.radius.button,
});
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
