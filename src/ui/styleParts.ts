// Style rules that several lists, buttons, fields, cards and pages share, as plain objects that each
// place spreads into its own style() in its .css.ts file: the rule stays one class per element, so
// nothing depends on the order of two stylesheets, and this module adds no CSS file and no code to any
// chunk.
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

/** A button that reads as a link (a row's action, "Responder"): bold, underlined, no box of its own. */
export const linkButton = {
  font: 'inherit',
  color: vars.color.primaryText,
  fontWeight: 600,
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  textDecoration: 'underline',
} satisfies StyleRule;

/** A block's 'Ver todos' link to its own page, at the end of its row, a 44 px target (WCAG 2.5.5). */
export const seeAllLink = {
  alignSelf: 'flex-end',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: '0 0.5rem',
  color: vars.color.primaryText,
  fontFamily: vars.font.body,
  fontWeight: 600,
  selectors: { '&:focus-visible': focusRing },
} satisfies StyleRule;

/** A box drawn on the surface in the text colour, with a 1 px border of `borderColor` and the button radius. */
const surfaceControl = (borderColor: string) =>
  ({
    font: 'inherit',
    border: `1px solid ${borderColor}`,
    borderRadius: vars.radius.button,
    background: vars.color.surface,
    color: vars.color.text,
  }) satisfies StyleRule;

/**
 * A text field's or a select's box: the surface, a border in the muted text colour (3:1 against it,
 * WCAG 1.4.11), the button radius. Each field adds its padding and its focus and invalid states.
 */
export const textField = surfaceControl(vars.color.textMuted);

/**
 * A section's search box over its list (the people directory, the store): the label above the field,
 * at most 32rem wide; the label in the body font, the field a text field padded for a finger.
 */
export const searchBox = { display: 'grid', gap: '0.375rem', maxWidth: '32rem' } satisfies StyleRule;

export const searchBoxLabel = {
  fontFamily: vars.font.body,
  fontWeight: 600,
  color: vars.color.text,
} satisfies StyleRule;

export const searchBoxInput = {
  ...textField,
  fontFamily: vars.font.body,
  padding: '0.625rem 0.75rem',
  selectors: { '&:focus-visible': focusRing },
} satisfies StyleRule;

/**
 * A card that fills its grid cell (a content, a product, an upload): its parts in a column, the
 * ground of its stretched link; height 100% of the cell includes padding and border, so nothing runs
 * into the next row.
 */
export const cellCard = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  boxSizing: 'border-box',
  ...surfaceCard,
} satisfies StyleRule;

/**
 * A control drawn on the surface with a hairline border (a toolbar tool, a page number, a like, a
 * search box). Each control adds its size, padding and states.
 */
export const outlinedControl = surfaceControl(vars.color.border);

/** A filter chip: a pill on the surface with a hairline border; each list sets its height and font. */
export const filterChip = {
  padding: '0.25rem 0.875rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
} satisfies StyleRule;

/**
 * A tenant's logo on a bar: tenant logos are drawn for light backgrounds, so a light chip keeps any
 * of them readable on the bar's colour. A crowded bar narrows the chip (minWidth 0) instead of letting
 * the logo run under the buttons; the logo keeps its proportions inside.
 */
export const logoChip = {
  height: '2.25rem',
  width: 'auto',
  maxWidth: '9rem',
  minWidth: 0,
  objectFit: 'contain',
  padding: '0.2rem 0.45rem',
  background: vars.color.surface,
  borderRadius: vars.radius.button,
} satisfies StyleRule;

/** A card's tag (its kind, 'Novo'): a small label in the theme's fourth pair, at the card's top. */
export const cardTag = {
  alignSelf: 'flex-start',
  margin: 0,
  padding: '0.125rem 0.5rem',
  borderRadius: vars.radius.button,
  background: vars.color.fourth,
  color: vars.color.onFourth,
  fontFamily: vars.font.body,
  fontSize: '0.75rem',
} satisfies StyleRule;

/** A card's small detail line (an author, a date, a duration), in the item description's font and colour. */
export const itemMeta = {
  margin: 0,
  color: vars.color.itemDescription,
  fontFamily: vars.font.itemDescription,
  fontSize: '0.8125rem',
} satisfies StyleRule;

/** A content's description under its title (a link, a playlist), in the item description's font and colour. */
export const contentDescription = {
  margin: 0,
  color: vars.color.itemDescription,
  fontFamily: vars.font.itemDescription,
  lineHeight: 1.5,
} satisfies StyleRule;

/** A checkbox and its label side by side, the label wrapping beside the box, the whole a click target. */
export const checkboxLabel = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.5rem',
  cursor: 'pointer',
} satisfies StyleRule;

/** A section's single column of rows (documents, journeys, lives): at most 48rem, centred. */
export const sectionColumn = {
  display: 'grid',
  gap: '0.75rem',
  padding: '0.75rem',
  maxWidth: '48rem',
  marginInline: 'auto',
} satisfies StyleRule;

/** A screen of one column around a form (the profile, 'Fale conosco'): at most 48rem, centred. */
export const formPage = {
  display: 'grid',
  gap: '1.25rem',
  maxWidth: '48rem',
  margin: '0 auto',
  padding: '1rem 0.75rem 2rem',
  color: vars.color.text,
  fontFamily: vars.font.body,
} satisfies StyleRule;

/** A surface card whose parts stack 1rem apart, `padding` inside (a form's card, a checkout stage). */
export const stackCard = (padding: string) =>
  ({ display: 'grid', gap: '1rem', padding, ...surfaceCard }) satisfies StyleRule;

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
