import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mutedCaption, surfaceCard } from '../../theme/primitives';

export const message = style({
  display: 'grid',
  gap: '0.5rem',
  maxWidth: '48rem',
  margin: '0 auto',
  padding: '1.25rem',
  ...surfaceCard,
  color: vars.color.text,
});

export const date = style({ ...mutedCaption, fontWeight: 600 });

export const title = style({ margin: 0, fontSize: '1.5rem', lineHeight: 1.25 });

export const description = style({ margin: 0, lineHeight: 1.6, whiteSpace: 'pre-line' });
