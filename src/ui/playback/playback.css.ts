// The failed player's message and retry (PlaybackFailure), for every <audio>/<video> of the app.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { wrapRow } from '../../theme/primitives';

/** In place of a failed player: the message and "Tentar novamente". */
export const failure = style({
  ...wrapRow('0.75rem'),
  alignItems: 'center',
  justifyContent: 'space-between',
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

export { primary } from '../buttons.css';
