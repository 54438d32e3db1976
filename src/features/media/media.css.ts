import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const player = style({ display: 'grid', gap: '0.5rem' });

/** The viewer's video, and its failure in its place. */
export const videoFrame = style({ maxHeight: '70vh', aspectRatio: '16 / 9' });

export const video = style([
  videoFrame,
  {
    display: 'block',
    width: '100%',
    background: '#000',
    borderRadius: vars.radius.card,
    // The class's display would otherwise win over the hidden attribute of a failed player.
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);

export const audio = style({
  display: 'block',
  width: '100%',
  selectors: { '&[hidden]': { display: 'none' } },
});

/** In place of a failed player: the message and "Tentar novamente". */
export const failure = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '0.75rem',
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.card,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontFamily: vars.font.body,
});

/** A failed video keeps the video's black frame (sized like the element it replaces): no jump. */
export const videoFailure = style([
  failure,
  {
    flexDirection: 'column',
    justifyContent: 'center',
    background: '#000',
    color: '#fff',
  },
]);

export const failureText = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '0.75rem',
  flexWrap: 'wrap',
});

const button = style({
  border: '2px solid transparent',
  borderRadius: vars.radius.button,
  padding: '0.6rem 1.25rem',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.primaryText}`, outlineOffset: '2px' },
  },
});

export const primary = style([button, { background: vars.color.primary, color: vars.color.onPrimary }]);

export const secondary = style([
  button,
  { background: vars.color.surface, color: vars.color.primaryText, borderColor: vars.color.primaryText },
]);
