import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { errorText, focusRing, focusRingAt, surfaceCard, wrapRow } from '../../../src/theme/primitives';
import { outlinedControl } from '../../../src/ui/styleParts';

export const form = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: '1.25rem',
  maxWidth: '40rem',
  margin: '0 auto',
  padding: '1.25rem',
  ...surfaceCard,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const field = style({ display: 'grid', gap: '0.4rem', minWidth: 0 });

export const label = style({
  fontWeight: 600,
  fontSize: '0.95rem',
  color: vars.color.itemText,
  fontFamily: vars.font.itemText,
});

const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  ...outlinedControl,
  fontSize: '1rem',
  padding: '0.7rem 0.8rem',
  selectors: {
    '&:focus-visible': focusRingAt('1px'),
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const input = control;

/** Holds the editor's place while its chunk loads (toolbar, box and counter). */
export const editorPlaceholder = style({ minHeight: '13rem' });

export const fileInput = style([
  control,
  {
    padding: '0.5rem',
    cursor: 'pointer',
    selectors: {
      '&::file-selector-button': {
        font: 'inherit',
        fontWeight: 600,
        marginRight: '0.75rem',
        padding: '0.45rem 0.9rem',
        border: 0,
        borderRadius: vars.radius.button,
        background: vars.color.fourth,
        color: vars.color.onFourth,
        cursor: 'pointer',
      },
    },
  },
]);

export const hint = style({
  margin: 0,
  fontSize: '0.85rem',
  color: vars.color.textMuted,
  fontFamily: vars.font.itemDescription,
});

export const error = style({ ...errorText, fontSize: '0.9rem' });

export const chosen = style({
  ...wrapRow('0.75rem'),
  alignItems: 'center',
  padding: '0.6rem 0.75rem',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const chosenInvalid = style([chosen, { borderColor: vars.color.danger, borderStyle: 'solid' }]);

// Beside the icon while there is room; on a phone the remove button goes to the next line.
export const chosenText = style({ display: 'grid', gap: '0.1rem', minWidth: 0, flex: '1 1 10rem' });

export const chosenName = style({
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const removeButton = style({
  font: 'inherit',
  fontSize: '0.85rem',
  padding: '0.35rem 0.7rem',
  background: 'transparent',
  color: vars.color.primaryText,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const progress = style({ display: 'grid', gap: '0.35rem' });

export const progressBar = style({
  width: '100%',
  height: '0.6rem',
  accentColor: vars.color.primary,
});

export const result = style({ display: 'grid', gap: '0.5rem', justifyItems: 'start' });

export const submit = style({
  justifySelf: 'start',
  font: 'inherit',
  fontWeight: 700,
  letterSpacing: '0.04em',
  padding: '0.75rem 2rem',
  border: 0,
  borderRadius: vars.radius.button,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  selectors: {
    '&[aria-disabled="true"]': { opacity: 0.75, cursor: 'progress' },
    '&:focus-visible': focusRing,
  },
});

export const success = style({
  margin: 0,
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.button,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  justifySelf: 'stretch',
  selectors: { '&:empty': { display: 'none' } },
});

export const listLink = style({
  color: vars.color.primaryText,
  fontWeight: 600,
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const dialogText = style({ margin: '0 0 1rem', lineHeight: 1.5 });

export const dialogClose = style([submit, { padding: '0.6rem 1.5rem' }]);
