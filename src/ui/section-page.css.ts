import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const section = style({
  background: vars.color.background,
  backgroundImage: vars.backgroundImage,
  backgroundSize: 'cover',
  backgroundAttachment: 'fixed',
  color: vars.color.onBackground,
  borderRadius: vars.radius.card,
  padding: '1rem',
  minHeight: '60dvh',
});

export const title = style({
  margin: '0 0 1rem',
  fontSize: '1.5rem',
  fontFamily: vars.font.firstItemText,
  color: vars.color.onBackground,
});

// On the page's own background (global.css): its text colour, the link set apart by weight and line.
export const notFound = style({ padding: '3rem 1rem', textAlign: 'center', color: vars.color.onBackground });

export const homeLink = style({
  color: 'inherit',
  fontWeight: 600,
  textUnderlineOffset: '2px',
  selectors: { '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: '2px' } },
});
