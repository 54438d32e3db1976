import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { coverImage, focusRing, stackedList, surfaceCard } from '../../theme/primitives';

export const list = style(stackedList('0.5rem'));

export const entry = style({
  display: 'grid',
  gridTemplateColumns: '1.5rem 8rem 1fr',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0.5rem',
  color: vars.color.text,
  textDecoration: 'none',
  ...surfaceCard,
  selectors: {
    '&:hover': { borderColor: vars.color.primaryText },
    '&:focus-visible': focusRing,
    '&[aria-current="true"]': { borderColor: vars.color.primaryText, borderWidth: '2px' },
  },
  '@media': { '(max-width: 480px)': { gridTemplateColumns: '1.25rem 6rem 1fr', gap: '0.5rem' } },
});

export const number = style({ textAlign: 'center', color: vars.color.textMuted, fontWeight: 600 });

export const thumb = style({
  display: 'block',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.button,
  background: vars.color.fourth,
});

export const image = style(coverImage);

export const text = style({ display: 'grid', gap: '0.25rem', minWidth: 0 });

export const title = style({
  color: vars.color.itemText,
  fontFamily: vars.font.itemText,
  fontWeight: 600,
  lineHeight: 1.3,
});

export const playing = style({ color: vars.color.primaryText, fontSize: '0.8125rem', fontWeight: 600 });

export const duration = style({ color: vars.color.textMuted, fontSize: '0.8125rem' });
