// The ranking tab: its selectors side by side (stacked on a phone), the learner's own line, and a
// three-column table narrow enough for 375 px, the top 3 on the tenant's fourth colour.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { wrapRow } from '../../../theme/primitives';

export const controls = style({
  ...wrapRow('0.75rem 1.5rem'),
  alignItems: 'flex-end',
});

export const control = style({ flex: '1 1 14rem', minWidth: 0 });

export const own = style({
  ...wrapRow('0.25rem 2rem'),
  margin: 0,
  padding: '1rem',
  borderRadius: '8px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const ownTitle = style({ margin: 0, fontSize: '1.0625rem', flexBasis: '100%' });

export const ownValue = style({ margin: 0, fontSize: '1.25rem', fontWeight: 700 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  color: vars.color.text,
});

export const caption = style({ textAlign: 'start', fontWeight: 600, paddingBlock: '0.5rem' });

export const cell = style({
  padding: '0.625rem 0.75rem',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  overflowWrap: 'anywhere',
});

export const number = style({ textAlign: 'end', whiteSpace: 'nowrap' });

export const top = style({ background: vars.color.fourth, color: vars.color.onFourth, fontWeight: 700 });

export const mine = style({
  fontWeight: 700,
  outline: `2px solid ${vars.color.primaryText}`,
  outlineOffset: '-2px',
});

export const medal = style({ marginInlineEnd: '0.25rem' });

export const rulesList = style({ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: '0.25rem' });
