import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: '1.5rem 1rem',
  background: vars.color.background,
  fontFamily: vars.font.body,
});

export const card = style({
  width: '100%',
  maxWidth: '36rem',
  display: 'grid',
  gap: '1rem',
  padding: '1.5rem',
  borderRadius: '12px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const logo = style({ justifySelf: 'center', maxWidth: '100%', objectFit: 'contain' });

export const title = style({ margin: 0, fontSize: '1.5rem', textAlign: 'center' });

export const verdict = style({
  padding: '0.75rem 1rem',
  borderRadius: '8px',
  border: `2px solid ${vars.color.border}`,
  selectors: {
    '&[data-verdict="valid"]': { borderColor: vars.color.primaryText },
    '&[data-verdict="not-found"]': { borderColor: vars.color.danger },
  },
});

export const verdictTitle = style({ margin: 0, fontWeight: 700, fontSize: '1.125rem' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '0.5rem 1rem',
  margin: 0,
});
globalStyle(`${facts} dt`, { fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const code = style({ fontFamily: 'ui-monospace, monospace' });

export const link = style({
  justifySelf: 'center',
  color: vars.color.primaryText,
  fontWeight: 600,
  minHeight: '2.75rem',
  display: 'inline-flex',
  alignItems: 'center',
});
