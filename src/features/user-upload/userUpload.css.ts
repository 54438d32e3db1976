import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, mutedCaption } from '../../theme/primitives';

export const page = style({
  display: 'grid',
  gap: '0.75rem',
  maxWidth: '48rem',
  margin: '0 auto',
  padding: '1rem',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.card,
});

export const title = style({ margin: 0, fontSize: '1.5rem', lineHeight: 1.25 });

export const author = style(mutedCaption);

export const description = style({ margin: 0, lineHeight: 1.5, whiteSpace: 'pre-line' });

export const media = style({
  display: 'block',
  width: '100%',
  maxHeight: '75dvh',
  objectFit: 'contain',
  borderRadius: vars.radius.card,
  background: vars.color.fourth,
  // The class's display would otherwise win over the hidden attribute of a video that failed.
  selectors: { '&[hidden]': { display: 'none' } },
});

/** A failed video's message and retry, in a video's frame. */
export const failure = style({ aspectRatio: '16 / 9', maxHeight: '75dvh' });

export const download = style({
  display: 'grid',
  gap: '0.75rem',
  justifyItems: 'start',
  padding: '1rem',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const hint = style({ margin: 0 });

export const button = style({
  display: 'inline-block',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.button,
  padding: '0.6rem 1.5rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});
