// Style rules that several lists and buttons share, as plain objects that each place spreads into
// its own style() in its .css.ts file: the rule stays one class per element, so nothing depends on
// the order of two stylesheets, and this module adds no CSS file and no code to any chunk.
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing, surfaceCard, wrapRow } from '../theme/primitives';

/** The filled button in the theme's primary pair ("Carregar mais", "ver mais", close, send). */
export const primaryButton = {
  border: 0,
  borderRadius: vars.radius.button,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} satisfies StyleRule;

/** A dialog's or a form's buttons, at the end of the line, wrapping under each other on a narrow screen. */
export const endActions = { ...wrapRow('0.75rem'), justifyContent: 'flex-end' } satisfies StyleRule;

/** An item that is one link (a library, a person): a bordered surface, outlined on hover. */
export const linkCard = {
  ...surfaceCard,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing, '&:hover': { borderColor: vars.color.primaryText } },
} satisfies StyleRule;

/** An item's name in a list, in the section's item text font and colour. */
export const itemName = {
  color: vars.color.itemText,
  fontFamily: vars.font.itemText,
  fontSize: vars.fontSize.itemText,
  fontWeight: 600,
} satisfies StyleRule;

/** An item's description or detail line, in the section's item description font and colour. */
export const itemDescription = {
  color: vars.color.itemDescription,
  fontFamily: vars.font.itemDescription,
  fontSize: vars.fontSize.itemDescription,
} satisfies StyleRule;

/** A learning screen's column (the content viewer, the SCORM lessons): centred, padded, at most 64rem. */
export const learningPage = {
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  padding: '1rem',
  maxWidth: '64rem',
  margin: '0 auto',
  width: '100%',
  boxSizing: 'border-box',
} satisfies StyleRule;

/** Its header row (title, status, actions) and the title in it. */
export const learningPageHeader = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem',
} satisfies StyleRule;

export const learningPageTitle = {
  margin: 0,
  flex: '1 1 16rem',
  color: vars.color.text,
  fontSize: '1.5rem',
} satisfies StyleRule;
