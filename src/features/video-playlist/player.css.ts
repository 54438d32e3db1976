import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/primitives';

export const player = style({
  display: 'grid',
  gap: '0.75rem',
  maxWidth: '64rem',
  margin: '0 auto',
  padding: '0.75rem',
});

export const stage = style({ background: '#000', borderRadius: vars.radius.card, overflow: 'hidden' });

// The height comes from the iframe's height attribute (500 or 320, content-app.md 2.6).
export const frame = style({ display: 'block', width: '100%', border: 0 });

export const title = style({ margin: 0, fontSize: '1.25rem', lineHeight: 1.3, color: vars.color.text });

export const back = style({
  justifySelf: 'start',
  color: vars.color.primaryText,
  fontWeight: 600,
  selectors: {
    '&:focus-visible': focusRing,
  },
});
