import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { checkboxLabel, endActions } from '../../ui/styleParts';
import { errorText } from '../../theme/primitives';

/** The page (learning area) and the content app's backdrop: the terms alone, on the tenant's colours. */
export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: '1.5rem 1rem',
  background: vars.color.background,
  color: vars.color.text,
});

export const panel = style({
  width: 'min(100%, 46rem)',
  display: 'grid',
  gap: '1rem',
  padding: '1.5rem',
  background: vars.color.surface,
  borderRadius: vars.radius.card,
  boxShadow: '0 0.5rem 2rem rgb(0 0 0 / 0.15)',
});

export const logo = style({ height: '2.5rem', width: 'auto', justifySelf: 'start' });

export const title = style({ margin: 0, fontSize: '1.5rem' });

export const form = style({ display: 'grid', gap: '1rem' });

export const term = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const termTitle = style({ margin: 0, fontSize: '1.125rem' });

/** A long text scrolls in its box, so the boxes and buttons stay in reach. */
export const termText = style({ maxHeight: '40vh', overflowY: 'auto', lineHeight: 1.5 });

export const box = style(checkboxLabel);

export const error = style(errorText);

export const actions = style(endActions);
