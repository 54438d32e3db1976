import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { surfaceCard } from '../../theme/primitives';
import { contentDescription } from '../styleParts';

export const card = style({
  display: 'grid',
  gap: '1rem',
  justifyItems: 'start',
  maxWidth: '36rem',
  padding: '1.25rem',
  ...surfaceCard,
});

export const intro = style({
  ...contentDescription,
  fontSize: vars.fontSize.itemDescription,
});

export const notice = style({
  margin: 0,
  padding: '2rem 1rem',
  textAlign: 'center',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
});

export { primary } from '../buttons.css';
