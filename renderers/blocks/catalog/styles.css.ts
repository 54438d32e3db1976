import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { focusRing } from '../../../src/theme/primitives';

// A link that reads as one: the brand's text colour, a 44 px target (WCAG 2.5.5).
export const seeAll = style({
  alignSelf: 'flex-end',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: '0 0.5rem',
  color: vars.color.primaryText,
  fontFamily: vars.font.body,
  fontWeight: 600,
  selectors: {
    '&:focus-visible': focusRing,
  },
});
