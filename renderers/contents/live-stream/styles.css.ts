import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';

// Player and chat side by side on wide screens, the chat under the player on phones.
export const viewer = style({
  display: 'grid',
  gap: '1.25rem',
  alignItems: 'start',
  '@media': {
    '(min-width: 901px)': {
      gridTemplateColumns: 'minmax(0, 1fr) 22rem',
      gridTemplateAreas: '"stage chat" "details chat"',
    },
  },
});

export const stage = style({
  display: 'grid',
  gap: '0.5rem',
  '@media': { '(min-width: 901px)': { gridArea: 'stage' } },
});

export const chat = style({ '@media': { '(min-width: 901px)': { gridArea: 'chat' } } });

export const details = style({
  display: 'grid',
  gap: '0.75rem',
  '@media': { '(min-width: 901px)': { gridArea: 'details' } },
});

export const badge = style({
  justifySelf: 'start',
  margin: 0,
  padding: '0.2rem 0.6rem',
  borderRadius: vars.radius.button,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontFamily: vars.font.body,
  fontSize: '0.8rem',
  fontWeight: 700,
  letterSpacing: '0.05em',
});

export const cover = style({ margin: 0, display: 'grid', gap: '0.75rem' });

export const coverImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
  background: vars.color.fourth,
});

export const when = style({
  fontFamily: vars.font.body,
  fontSize: '1.05rem',
  color: vars.color.text,
});
