import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { learningPage, learningPageHeader, learningPageTitle } from '../../ui/styleParts';

export const page = style(learningPage);

export const header = style(learningPageHeader);

export const title = style(learningPageTitle);

export const done = style({
  margin: 0,
  padding: '0.25rem 0.75rem',
  borderRadius: '999px',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
});

export const viewer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  alignItems: 'flex-start',
});

export const notice = style({ margin: 0, padding: '1rem', color: vars.color.text });

export const restricted = style({
  padding: '1.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '0.5rem',
  background: vars.color.surface,
  color: vars.color.text,
});

export const restrictedTitle = style({ margin: '0 0 0.5rem', fontSize: '1.25rem' });
