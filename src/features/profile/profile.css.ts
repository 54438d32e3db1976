import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fieldError, focusRing, rowCard, rowList, wrapRow } from '../../theme/primitives';
import { formPage, outlinedControl, stackCard } from '../../ui/styleParts';

export const page = style(formPage);

export const screenTitle = style({ margin: '0 0.75rem', fontSize: '1.5rem', color: vars.color.itemText });

export const card = style(stackCard('1.25rem'));

/** "Meus Pontos", reached at /perfil#meus-pontos: it stops below the sticky top bar. */
export const pointsCard = style([card, { scrollMarginTop: '4.5rem' }]);

export const header = style([
  card,
  {
    gridTemplateColumns: 'auto 1fr',
    alignItems: 'center',
    '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '1fr', justifyItems: 'center' } },
  },
]);

export const identity = style({ display: 'grid', gap: '0.25rem', minWidth: 0 });

export const name = style({ margin: 0, fontSize: '1.375rem', overflowWrap: 'anywhere' });

export const email = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const actions = style({ ...wrapRow('0.5rem'), marginTop: '0.5rem' });

const buttonBase = style({
  // /perfil's "Editar perfil" is a link that looks like its buttons.
  display: 'inline-block',
  textDecoration: 'none',
  border: 0,
  borderRadius: vars.radius.button,
  padding: '0.55rem 1.1rem',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.primary, color: vars.color.onPrimary }],
  secondary: [
    buttonBase,
    {
      background: 'transparent',
      color: vars.color.primaryText,
      boxShadow: `inset 0 0 0 2px ${vars.color.primary}`,
    },
  ],
});

export const sectionHeading = style({
  ...wrapRow('0.5rem'),
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const heading = style({ margin: 0, fontSize: '1.25rem', color: vars.color.itemText });

export const subheading = style({ margin: 0, fontSize: '1rem' });

export const form = style({ display: 'grid', gap: '1rem' });

export const fields = style({
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

export const field = style({ display: 'grid', gap: '0.3rem', alignContent: 'start' });

export const label = style({ fontWeight: 600, fontSize: '0.9375rem' });

export const input = style({
  ...outlinedControl,
  padding: '0.55rem 0.7rem',
  selectors: {
    '&:focus-visible': focusRing,
    '&[readonly]': { background: vars.color.fourth, color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const hint = style({ margin: 0, fontSize: '0.8125rem', color: vars.color.textMuted });

export const error = style(fieldError);

export const consents = style({ display: 'grid', gap: '0.5rem', border: 0, margin: 0, padding: 0 });

export const legend = style({ fontWeight: 600, marginBottom: '0.25rem', padding: 0 });

export const checkbox = style({ display: 'flex', alignItems: 'center', gap: '0.5rem' });

globalStyle(`${checkbox} input`, { width: '1.125rem', height: '1.125rem', accentColor: vars.color.primary });
globalStyle(`${checkbox} input:disabled + span`, { color: vars.color.textMuted });

export const total = style({
  margin: 0,
  fontWeight: 700,
  fontSize: '1.125rem',
  color: vars.color.primaryText,
});

export const activities = style({ ...rowList, gap: '0.5rem' });

export const activity = style({
  ...rowCard,
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '0.125rem 1rem',
  padding: '0.75rem',
});

export const activityEvent = style({ fontWeight: 600 });

export const activityMeta = style({ gridColumn: 1, fontSize: '0.875rem', color: vars.color.textMuted });

export const activityPoints = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  alignSelf: 'center',
  fontWeight: 700,
  color: vars.color.primaryText,
  whiteSpace: 'nowrap',
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' });

export const caption = style({
  textAlign: 'left',
  fontWeight: 700,
  fontSize: '1rem',
  paddingBottom: '0.5rem',
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: '0.5rem',
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} td:last-child, ${table} th:last-child`, { textAlign: 'right' });

export const cropper = style({ display: 'grid', gap: '0.75rem', justifyItems: 'center' });

export const cropCanvas = style({
  width: 'min(280px, 100%)',
  aspectRatio: '1',
  borderRadius: vars.radius.card,
  background: vars.color.fourth,
  cursor: 'grab',
  touchAction: 'none',
  selectors: { '&:focus-visible': focusRing, '&:active': { cursor: 'grabbing' } },
});

export const zoom = style({ display: 'grid', gap: '0.25rem', width: 'min(280px, 100%)' });

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '0.5rem',
  width: '100%',
});

/** A read-only value of the company's (the learning area's profile). */
export const fact = style({ margin: 0, padding: '0.5rem 0' });
