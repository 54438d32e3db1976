import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

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
