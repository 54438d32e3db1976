import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { focusRingAt, mutedCaption, surfaceCard } from '../../../src/theme/primitives';
import { contentDescription } from '../../../src/ui/styleParts';

export const card = style({
  display: 'grid',
  maxWidth: '40rem',
  margin: '0.75rem auto',
  overflow: 'hidden',
  ...surfaceCard,
});

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.fourth,
});

export const body = style({ display: 'grid', gap: '0.75rem', padding: '1rem' });

export const when = style({ margin: 0, color: vars.color.primaryText, fontWeight: 700 });

export const description = style(contentDescription);

export const author = style(mutedCaption);

export const enter = style({
  justifySelf: 'stretch',
  display: 'block',
  padding: '0.85rem 1.5rem',
  textAlign: 'center',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.button,
  fontWeight: 700,
  fontSize: '1.0625rem',
  textDecoration: 'none',
  selectors: {
    '&:hover': { filter: 'brightness(1.08)' },
    '&:focus-visible': focusRingAt('3px'),
  },
});

export const unavailable = style({ margin: 0, color: vars.color.textMuted });
