import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const shell = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  height: '3.5rem',
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0 1rem',
  background: vars.color.header,
  color: vars.color.onHeader,
  boxShadow: '0 1px 4px rgb(0 0 0 / 0.15)',
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 700,
  flex: 1,
  minWidth: 0,
});
// Tenant logos are drawn for light backgrounds: a light chip keeps any of them readable on the bar.
export const logo = style({
  height: '2.25rem',
  width: 'auto',
  maxWidth: '9rem',
  // A crowded bar (back button, two actions on a phone) narrows the chip instead of letting the logo
  // run under the buttons; the logo keeps its proportions inside.
  minWidth: 0,
  objectFit: 'contain',
  padding: '0.2rem 0.45rem',
  background: vars.color.surface,
  borderRadius: vars.radius.button,
});
// The name gives way first (its shrink outweighs the logo's), the logo only once the name is gone.
export const brandName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
  flexShrink: 100,
});

export const barButton = style({
  background: 'transparent',
  border: `1px solid currentColor`,
  color: 'inherit',
  borderRadius: vars.radius.button,
  padding: '0.35rem 0.75rem',
  cursor: 'pointer',
  font: 'inherit',
  fontSize: '0.875rem',
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: '1rem',
});

export const withBottomMenu = style({ paddingBottom: '5rem' });

export const bottomMenu = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 10,
  display: 'flex',
  justifyContent: 'space-around',
  background: vars.color.menu1,
  borderTop: `3px solid ${vars.color.menu2}`,
  minHeight: '3.75rem',
});

export const bottomLink = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.15rem',
  color: vars.color.onMenu1,
  textDecoration: 'none',
  fontSize: '0.75rem',
  padding: '0.4rem 0.25rem',
  textAlign: 'center',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.menu3, color: vars.color.onMenu3, fontWeight: 700 },
  },
});

export const footer = style({
  padding: '1rem',
  textAlign: 'center',
  background: vars.color.footer,
  color: vars.color.onFooter,
  fontSize: '0.875rem',
});

export const footerPadding = style({ paddingBottom: '5rem' });

export const trail = style({ marginBottom: '0.75rem' });
