import { style } from '@vanilla-extract/css';
import { itemTitle, stretchedLink } from '../cards/shared.css';
import { vars } from '../../theme/contract.css';
import { surfaceCard } from '../../theme/primitives';
import { itemDescription } from '../styleParts';

export const list = style({ display: 'grid', gap: '0.75rem', maxWidth: '48rem' });

export const row = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  padding: '0.875rem 1rem',
  ...surfaceCard,
  borderLeft: `4px solid ${vars.color.primary}`,
});

export const title = itemTitle;

export const link = stretchedLink;

export const date = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.itemDescription,
  fontSize: '0.8125rem',
  fontWeight: 600,
});

export const description = style({
  margin: 0,
  ...itemDescription,
  lineHeight: 1.4,
});
