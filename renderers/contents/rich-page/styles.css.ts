import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { richText } from '../../../src/ui/richText.css';
import { surfaceCard } from '../../../src/theme/primitives';

export const page = style({
  display: 'grid',
  gap: '1.25rem',
  padding: '0 0.75rem 1.5rem',
  maxWidth: '60rem',
});

export const author = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });

export const body = richText;

export const rating = style({
  padding: '0.75rem 1rem',
  ...surfaceCard,
});

export const chat = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: '0.5rem' });
