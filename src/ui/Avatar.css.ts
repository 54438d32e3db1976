import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const avatar = styleVariants({
  small: { width: '3rem', height: '3rem', fontSize: '1rem' },
  large: { width: '8rem', height: '8rem', fontSize: '2.5rem' },
});

export const photo = style({ display: 'block', flex: 'none', borderRadius: '50%', objectFit: 'cover' });

export const initials = style({
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontFamily: vars.font.body,
  fontWeight: 700,
  letterSpacing: '0.02em',
});
