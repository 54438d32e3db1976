// The app's two button looks outside forms: primary ("Tentar novamente", "Continuar", "Ir") and
// secondary (the way out of a dialog). One definition, so every dialog and failed player agrees.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/primitives';

const button = style({
  border: '2px solid transparent',
  borderRadius: vars.radius.button,
  padding: '0.6rem 1.25rem',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const primary = style([button, { background: vars.color.primary, color: vars.color.onPrimary }]);

export const secondary = style([
  button,
  { background: vars.color.surface, color: vars.color.primaryText, borderColor: vars.color.primaryText },
]);
