import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/primitives';
import { outlinedControl } from '../../ui/styleParts';

export const notice = style({ margin: '0 0 0.75rem', fontWeight: 600, color: vars.color.text });
export const list = style({
  listStyle: 'none',
  margin: '0 0 1rem',
  padding: 0,
  display: 'grid',
  gap: '0.5rem',
});

const rowLook = {
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  width: '100%',
  minHeight: '3.25rem',
  padding: '0.5rem 0.75rem',
  ...outlinedControl,
  textAlign: 'start',
} as const;

/** The current app: a row, not a choice. */
export const row = style(rowLook);
export const choice = style([
  rowLook,
  {
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.primaryText },
      '&:focus-visible': focusRing,
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
]);

export const icon = style({ width: '2rem', height: '2rem', flex: 'none', objectFit: 'contain' });
/** The app's initial where its icon cannot be shown. */
export const initial = style([
  icon,
  {
    display: 'grid',
    placeItems: 'center',
    borderRadius: '50%',
    background: vars.color.primary,
    color: vars.color.onPrimary,
    fontWeight: 700,
  },
]);

export const names = style({ display: 'grid', flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const appName = style({ fontWeight: 700 });
export const companyName = style({ fontSize: '0.875rem', color: vars.color.textMuted });
export const badge = style({
  flex: 'none',
  padding: '0.1rem 0.5rem',
  borderRadius: vars.radius.button,
  border: `1px solid ${vars.color.primaryText}`,
  color: vars.color.primaryText,
  fontSize: '0.8125rem',
  fontWeight: 700,
});
export const status = style({
  margin: '0 0 0.75rem',
  fontWeight: 600,
  selectors: { '&:empty': { margin: 0 } },
});
export const error = style([status, { color: vars.color.danger }]);
