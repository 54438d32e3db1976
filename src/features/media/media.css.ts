import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { endActions } from '../../ui/styleParts';

/** The resume dialog's buttons. */
export { primary, secondary } from '../../ui/buttons.css';

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

export const actions = style(endActions);
