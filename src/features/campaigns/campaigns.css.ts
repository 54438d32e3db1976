// The campaign modal and the content page's campaign note: a dialog that scrolls inside itself on a
// small screen, campaigns separated by a rule, each points line with its value at the end.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList, surfaceCard } from '../../theme/primitives';

export const dialog = style({
  width: 'min(36rem, calc(100% - 1rem))',
  maxHeight: 'calc(100dvh - 1rem)',
  overflowY: 'auto',
  boxSizing: 'border-box',
});

export const list = style(bareList);

export const listItem = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}`, marginTop: '1rem', paddingTop: '1rem' },
  },
});

export const campaign = style({ overflowWrap: 'anywhere' });

export const name = style({ margin: '0 0 0.25rem', fontSize: '1.1rem' });

export const period = style({ margin: '0 0 0.5rem', fontSize: '0.9rem', color: vars.color.textMuted });

export const description = style({ margin: '0 0 0.75rem', lineHeight: 1.5 });

export const pointsHeading = style({ margin: '0 0 0.25rem', fontSize: '0.95rem' });

export const points = style(bareList);

export const point = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '1rem',
  padding: '0.35rem 0',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const position = style({ margin: '0.75rem 0 0', fontSize: '0.9rem', color: vars.color.textMuted });

export const message = style({ margin: '0.75rem 0 0', lineHeight: 1.5 });

export const banner = style({
  margin: '0 0 1rem',
  padding: '0.75rem 1rem',
  ...surfaceCard,
  color: vars.color.text,
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
});

export const bannerList = style({ margin: '0.25rem 0 0', paddingLeft: '1.25rem' });

/** The buttons stay in sight while a long list scrolls inside the dialog (a phone, several campaigns). */
export const actions = style({
  position: 'sticky',
  bottom: '-1.25rem',
  margin: '1rem -1.25rem -1.25rem',
  padding: '0.75rem 1.25rem 1.25rem',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});
