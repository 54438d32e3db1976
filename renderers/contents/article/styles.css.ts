import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { richText } from '../../../src/ui/richText.css';

export const article = style({
  display: 'grid',
  gap: '1.25rem',
  padding: '0 0.75rem 1.5rem',
  maxWidth: '60rem',
});

// The image's ratio is reserved before it loads (width/height attributes): no layout shift.
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '28rem',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
  background: vars.color.fourth,
});

export const body = richText;

export const more = style({ margin: 0 });

export const moreLink = style({
  display: 'inline-block',
  padding: '0.6rem 1.25rem',
  borderRadius: vars.radius.button,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const chat = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: '0.5rem' });
