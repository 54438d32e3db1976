import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { learningPage, learningPageHeader, learningPageTitle } from '../../ui/styleParts';
import { mutedCaption, stackedList } from '../../theme/primitives';

export const page = style(learningPage);

export const header = style(learningPageHeader);

export const title = style(learningPageTitle);

export const notice = style({ margin: 0, padding: '1rem', color: vars.color.text });

export const groupTitle = style({ margin: '0.5rem 0 0', color: vars.color.text, fontSize: '1.125rem' });

export const cards = style({
  ...stackedList('0.75rem'),
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
});

const cardBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.375rem',
  height: '100%',
  boxSizing: 'border-box',
  padding: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '0.5rem',
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
});

export const card = style([
  cardBase,
  {
    selectors: {
      '&:hover, &:focus-visible': { borderColor: vars.color.primary },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
    },
  },
]);

export const lockedCard = style([cardBase, { opacity: 0.75, cursor: 'not-allowed' }]);

export const cardTitle = style({ margin: 0, fontSize: '1rem', fontWeight: 600 });

export const fact = style(mutedCaption);

export const badge = style({
  alignSelf: 'flex-start',
  margin: 0,
  padding: '0.125rem 0.625rem',
  borderRadius: '999px',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: '0.875rem',
  fontWeight: 600,
});

/** The player: the package's frame fills what is left of the screen under its bar. */
export const player = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  padding: '0.5rem',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 'calc(100dvh - 8rem)',
});

export const playerBar = style(learningPageHeader);

/** Smaller than a page's title: the package below needs the room. */
export const playerTitle = style({ ...learningPageTitle, flex: '1 1 12rem', fontSize: '1.125rem' });

/**
 * Where the package is drawn, its wait and refusal texts too: the same room from the first frame on, so
 * nothing below it (the admin's 'Enviar pacote SCORM') moves when the package arrives, under a click.
 */
export const stage = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  minHeight: '32rem',
});

export const frame = style({
  flex: '1 1 auto',
  width: '100%',
  minHeight: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '0.25rem',
  background: '#fff',
});
