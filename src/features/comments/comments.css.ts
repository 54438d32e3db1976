import { globalStyle, style } from '@vanilla-extract/css';
import { primary, secondary } from '../../ui/buttons.css';
import { vars } from '../../theme/contract.css';
import { errorText, focusRing, rowCard, rowList, wrapRow } from '../../theme/primitives';
import { linkButton as linkButtonRule, textField } from '../../ui/styleParts';

const focusVisible = {
  '&:focus-visible': focusRing,
};

/** learning-area.md 9: 50vw wide, at least 800px; the whole width below 800px. */
export const drawer = style({
  // Above the drawer's own width whichever style sheet loads last (element and class).
  selectors: {
    'dialog&': { width: 'min(100%, max(50vw, 800px))', maxWidth: '100%', overflowX: 'hidden' },
  },
});

export const panel = style({ paddingBlockStart: '1rem' });

export const thread = style({ display: 'grid', gap: '1rem', minWidth: 0 });

export const form = style({ display: 'grid', gap: '0.4rem', minWidth: 0 });

export const formLabel = style({ fontWeight: 600 });

export const textarea = style({
  ...textField,
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '4.5rem',
  padding: '0.5rem 0.65rem',
  resize: 'vertical',
  selectors: { ...focusVisible, '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const formFooter = style({
  ...wrapRow('0.5rem'),
  alignItems: 'center',
  justifyContent: 'flex-end',
});

export const count = style({ marginInlineEnd: 'auto', fontSize: '0.875rem', color: vars.color.textMuted });

export const primaryButton = style([primary, { padding: '0.45rem 1rem' }]);
export const secondaryButton = style([secondary, { padding: '0.45rem 1rem' }]);

export const problem = style(errorText);

export const list = style(rowList);

export const comment = style({ ...rowCard, gap: '0.4rem', padding: '0.75rem' });

export const reply = style({ background: vars.color.background, color: vars.color.onBackground });

export const header = style({ display: 'flex', alignItems: 'center', gap: '0.6rem', minWidth: 0 });

export const name = style({ margin: 0, fontSize: '1rem', color: vars.color.itemText });

export const date = style({ margin: 0, fontSize: '0.8125rem', color: vars.color.textMuted });

export const text = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-line', lineHeight: 1.5 });

/** learning-area.md 4.10: collapsed after 3 lines. */
export const clamped = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
});

export const html = style({});
globalStyle(`${html} p`, { margin: 0 });
globalStyle(`${html} p + p`, { marginBlockStart: '0.5rem' });
globalStyle(`${html} a`, { color: vars.color.primaryText, textDecoration: 'underline' });

export const notice = style({ margin: 0, fontStyle: 'italic', color: vars.color.textMuted });

export const actions = style({
  ...wrapRow('0.25rem 1rem'),
  alignItems: 'center',
});

export const linkButton = style({
  ...linkButtonRule,
  justifySelf: 'start',
  padding: '0.25rem 0',
  selectors: focusVisible,
});

export const reported = style({ fontWeight: 600, color: vars.color.textMuted });

export const replies = style({ display: 'grid', gap: '0.5rem', paddingInlineStart: '1rem', minWidth: 0 });

export const moreButton = style([secondary, { justifySelf: 'center' }]);
