// The style rules every screen repeats, written once: the keyboard focus ring, the visually hidden
// label, the surface card and the floating panel, the selected pair, the bare, stacked and row lists,
// the row card, the wrapping row, the muted caption, the error lines and the covering image. Plain
// objects each place spreads or nests in its own style() (as src/ui/styleParts.ts does for lists,
// buttons and fields): the rule stays one class per element, nothing depends on the order of two
// stylesheets, and this module adds no CSS file and no code to a chunk.
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';

const ring = `3px solid ${vars.color.primaryText}`;

/** The keyboard focus ring (WCAG 2.4.7): the theme's readable primary, 3 px, just outside the box. */
export const focusRing = { outline: ring, outlineOffset: '2px' } satisfies StyleRule;

/** The same ring drawn inside the box: for an element whose container clips its outside (a list row, a tab). */
export const focusRingInside = { outline: ring, outlineOffset: '-3px' } satisfies StyleRule;

/** The ring at another distance from the box (a round avatar, a tight chip). */
export const focusRingAt = (outlineOffset: string) => ({ outline: ring, outlineOffset }) satisfies StyleRule;

/** Read by screen readers, not drawn: a label the layout says visually (the global .visually-hidden). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;

/** A card on the page: the theme's surface, a hairline border and the card radius. */
export const surfaceCard = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
} satisfies StyleRule;

/** A panel over the page (a popover, a menu): the surface card, its text colour, a shadow, scrolling inside. */
export const floatingPanel = {
  overflowY: 'auto',
  ...surfaceCard,
  color: vars.color.text,
  boxShadow: '0 12px 32px rgb(0 0 0 / 0.25)',
} satisfies StyleRule;

/** A pressed, current or chosen control (a chip, a page number, a tool): the theme's primary pair, border too. */
export const selectedPair = {
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderColor: vars.color.primary,
} satisfies StyleRule;

/** A list drawn without its bullets and indent (a ul or ol whose items are cards, chips, links). */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } satisfies StyleRule;

/** Such a list whose items stand one under the other, `gap` apart. */
export const stackedList = (gap: string) => ({ ...bareList, display: 'grid', gap }) satisfies StyleRule;

/** A list of row cards, one under the other: no bullets, no indent, a gap between the rows. */
export const rowList = stackedList('0.75rem');

/** A row whose items wrap onto the next line when it is full, `gap` apart (buttons, chips, facts). */
export const wrapRow = (gap: string) => ({ display: 'flex', flexWrap: 'wrap', gap }) satisfies StyleRule;

/** A muted line beside the content (an author, a count, a hint): the muted colour, a step smaller. */
export const mutedCaption = {
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
} satisfies StyleRule;

/** A line that says what went wrong (a refused form, a failed load): the danger colour, bold. */
export const errorText = { margin: 0, color: vars.color.danger, fontWeight: 600 } satisfies StyleRule;

/** The error under a form field: that line, a step smaller. */
export const fieldError = { ...errorText, fontSize: '0.875rem' } satisfies StyleRule;

/** An image that fills its box, cropped to it (a card's picture, a banner). */
export const coverImage = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} satisfies StyleRule;

/**
 * One row of such a list (a journey's request, an order, a comment, a class): a surface card whose
 * parts stack (title, facts, actions), as narrow as the screen (minWidth 0), long words wrapping.
 */
export const rowCard = {
  display: 'grid',
  gap: '0.5rem',
  padding: '0.75rem 1rem',
  ...surfaceCard,
  color: vars.color.text,
  minWidth: 0,
  overflowWrap: 'anywhere',
} satisfies StyleRule;

/** A row card's title (an h3 or h4): no margin, a step above the body text. */
export const rowTitle = { margin: 0, fontSize: '1.0625rem' } satisfies StyleRule;
