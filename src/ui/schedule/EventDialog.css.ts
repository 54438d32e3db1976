import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { primaryButton } from '../styleParts';
import { focusRing } from '../../theme/primitives';

export const dialog = style({ display: 'grid', gap: '0.75rem' });

export const when = style({ margin: 0, fontWeight: 600 });

export const typeLine = style({ display: 'flex', alignItems: 'center', gap: '0.5rem', margin: 0 });

export const description = style({ margin: 0, color: vars.color.itemDescription, lineHeight: 1.5 });

export const eventLink = style({
  color: vars.color.primaryText,
  fontWeight: 600,
  selectors: { '&:focus-visible': focusRing },
});

export const closeButton = style({
  justifySelf: 'end',
  padding: '0.625rem 1.25rem',
  ...primaryButton,
  selectors: { '&[data-focus-visible]': focusRing },
});
