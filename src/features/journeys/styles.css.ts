import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, visuallyHidden as hidden } from '../../ui/cards/shared.css';
import { progress as progressBar } from '../../ui/cards/status.css';
import { vars } from '../../theme/contract.css';
import { bareList, focusRingAt, stackedList, surfaceCard } from '../../theme/primitives';

export const visuallyHidden = hidden;

// One column as wide as the screen, whatever its pages hold (issue 20: the pager pushed 9601 and
// 9603 past 375 px); the stepper scrolls inside it.
export const viewer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1rem',
  maxWidth: '60rem',
  margin: '0 auto',
  padding: '0.75rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { '(max-width: 30rem)': { padding: '0.75rem 0' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: '1rem',
});

const button = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.375rem',
    minHeight: '2.75rem',
    padding: '0.5rem 1rem',
    borderRadius: vars.radius.button,
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.5 } },
  },
]);

export const primaryButton = style([
  button,
  { background: vars.color.primary, color: vars.color.onPrimary, border: `1px solid ${vars.color.primary}` },
]);

export const secondaryButton = style([
  button,
  { background: vars.color.surface, color: vars.color.primaryText, border: `1px solid ${vars.color.border}` },
]);

export const backButton = style([secondaryButton, { flex: 'none' }]);

export const progressBox = style({ flex: 1, display: 'grid', gap: '0.25rem' });

export const progress = style([progressBar, { height: '0.5rem' }]);

export const progressText = style({ fontSize: '0.8125rem', color: vars.color.textMuted });

export const page = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '1rem',
  ...surfaceCard,
});

export const chapter = style({
  margin: 0,
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.primaryText,
});

export const pageTitle = style({
  margin: 0,
  color: vars.color.itemText,
  fontFamily: vars.font.itemText,
  fontSize: '1.375rem',
  lineHeight: 1.25,
  selectors: { '&:focus-visible': focusRingAt('4px') },
});

export const description = style({ margin: 0, color: vars.color.itemDescription, lineHeight: 1.5 });

export const html = style({ lineHeight: 1.6, overflowWrap: 'anywhere' });

export const notice = style({
  margin: 0,
  padding: '1.5rem 0',
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const frameBox = style({ display: 'grid', gap: '0.5rem' });

export const frame = style({
  width: '100%',
  // Shorter than the page it shows, so moving to an anchor scrolls inside the frame.
  height: 'min(70vh, 40rem)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  background: '#ffffff',
});

export const newTab = style([
  focusRing,
  { justifySelf: 'end', fontSize: '0.8125rem', color: vars.color.primaryText },
]);

// On a phone the three buttons share the row, their padding narrowed so 'Anterior', 'Menu' and
// 'Próxima' each show whole.
export const pager = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '0.75rem',
  '@media': { '(max-width: 30rem)': { gap: '0.5rem' } },
});

globalStyle(`${pager} > button`, {
  '@media': { '(max-width: 30rem)': { flex: '1 1 auto', paddingInline: '0.5rem' } },
});

// The map slides in from the side: the native <dialog> of src/ui/Modal.tsx, placed at the right edge.
export const drawer = style({
  selectors: {
    'dialog&': {
      margin: '0 0 0 auto',
      width: 'min(24rem, 100%)',
      height: '100dvh',
      maxHeight: '100dvh',
      borderRadius: 0,
      boxSizing: 'border-box',
      overflowY: 'auto',
    },
  },
});

export const hint = style({ margin: '0 0 0.75rem', fontSize: '0.875rem', color: vars.color.textMuted });

export const mapGroup = style({ marginBottom: '1rem' });

export const mapHeading = style({
  margin: '0 0 0.5rem',
  fontSize: '0.875rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  color: vars.color.primaryText,
});

export const mapList = style(stackedList('0.25rem'));

// The map's entries and the stepper's steps: buttons that are rows of text, no box until hovered or current.
const plainButton = {
  border: 0,
  borderRadius: vars.radius.button,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
} as const;

export const mapEntry = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: '0.75rem',
    width: '100%',
    padding: '0.625rem 0.75rem',
    ...plainButton,
    selectors: {
      '&:hover': { background: vars.color.fourth, color: vars.color.onFourth },
      '&[aria-current="page"]': {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        fontWeight: 700,
      },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
]);

export const mapNumber = style({
  flex: 'none',
  minWidth: '1.75rem',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 700,
});

export const mapState = style({ marginInlineStart: 'auto', fontSize: '0.8125rem' });

export const exitButton = style([secondaryButton, { width: '100%', marginTop: '0.5rem' }]);

// Positioned, so the steps' visually hidden states scroll inside it instead of widening the page.
export const stepper = style({
  position: 'relative',
  ...bareList,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(8rem, 1fr)',
  gap: '0.5rem',
  overflowX: 'auto',
});

const stepBase = style({ borderTop: '4px solid', paddingTop: '0.25rem' });

export const step = styleVariants({
  seen: [stepBase, { borderColor: vars.color.primary }],
  current: [stepBase, { borderColor: vars.color.secondary }],
  open: [stepBase, { borderColor: vars.color.border }],
  locked: [stepBase, { borderColor: vars.color.border, opacity: 0.6 }],
});

export const stepButton = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '0.5rem',
    width: '100%',
    padding: '0.375rem',
    ...plainButton,
    selectors: {
      '&:disabled': { cursor: 'not-allowed' },
      '&[aria-current="step"]': { fontWeight: 700 },
    },
  },
]);

const markBase = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: '999px',
  fontSize: '0.875rem',
  fontWeight: 700,
});

export const stepMark = styleVariants({
  seen: [markBase, { background: vars.color.primary, color: vars.color.onPrimary }],
  current: [markBase, { background: vars.color.secondary, color: vars.color.onSecondary }],
  open: [markBase, { border: `2px solid ${vars.color.border}` }],
  locked: [markBase, { border: `2px dashed ${vars.color.border}`, color: vars.color.textMuted }],
});

export const stepText = style({ display: 'grid', gap: '0.125rem', minWidth: 0 });

export const stepLabel = style({
  fontSize: '0.75rem',
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const stepTitle = style({ fontSize: '0.875rem', lineHeight: 1.3 });
