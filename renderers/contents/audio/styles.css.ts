import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { focusRing, stackedList, surfaceCard } from '../../../src/theme/primitives';

export const viewer = style({ display: 'grid', gap: '2rem', maxWidth: '60rem' });

export const player = style({
  display: 'grid',
  gap: '1.25rem',
  alignItems: 'start',
  '@media': { '(min-width: 768px)': { gridTemplateColumns: '15rem 1fr' } },
});

export const cover = style({
  width: '100%',
  maxWidth: '15rem',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
  background: vars.color.fourth,
});

export const controls = style({ display: 'grid', gap: '0.75rem', alignContent: 'start' });

export const again = style({ display: 'grid', gap: '0.75rem' });

export const againTitle = style({
  margin: 0,
  fontSize: '1.125rem',
  fontFamily: vars.font.itemText,
  color: vars.color.itemText,
});

export const againList = style(stackedList('0.5rem'));

export const againItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0.5rem',
  ...surfaceCard,
});

export const thumb = style({
  width: '3.5rem',
  height: '3.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
});

export const againLink = style({
  gridColumn: 2,
  color: vars.color.itemText,
  fontFamily: vars.font.itemText,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const againMeta = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
