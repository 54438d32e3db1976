// The card image's loading states (content-app.md 9: "image loader spinner hides after 7 s"). The
// spinner is the <img>'s own background, so no card's layout changes for it: a browser paints an
// image's background until the picture covers it. The SVGs are data: URLs (the CSP's img-src allows
// data:), neutral grey so they read on any tenant's surface.
import { keyframes, style } from '@vanilla-extract/css';
import { SPINNER_HIDES_AFTER_MS } from './imageLoading';
import { vars } from '../../theme/contract.css';

const svg = (body: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'>${body}</svg>`)}")`;

const track =
  "<circle cx='20' cy='20' r='15' fill='none' stroke='#6b7280' stroke-opacity='.3' stroke-width='4'/>";
const arc = (spin: string) =>
  `<path d='M20 5a15 15 0 0 1 15 15' fill='none' stroke='#6b7280' stroke-width='4' stroke-linecap='round'>${spin}</path>`;
const spinning = svg(
  track +
    arc(
      "<animateTransform attributeName='transform' type='rotate' from='0 20 20' to='360 20 20' dur='0.9s' repeatCount='indefinite'/>",
    ),
);
const still = svg(track + arc(''));
// A picture frame: what stands for an image that did not come (failed, or not there after 7 s).
const picture = svg(
  "<rect x='8' y='10' width='24' height='20' rx='2' fill='none' stroke='#6b7280' stroke-width='2'/><path d='M10 27l7-8 5 6 3-3 5 5' fill='none' stroke='#6b7280' stroke-width='2'/><circle cx='26' cy='16' r='2' fill='#6b7280'/>",
);

/** After 7 s still loading: the spinner gives way to the frame (a discrete switch, no motion). */
const giveUp = keyframes({ to: { backgroundImage: picture } });

export const image = style({
  backgroundColor: vars.color.surface,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'center',
  backgroundSize: '2.5rem',
  selectors: {
    '&[data-image="loading"]': {
      backgroundImage: spinning,
      animation: `${giveUp} 0s ${SPINNER_HIDES_AFTER_MS}ms forwards`,
    },
    '&[data-image="error"]': { backgroundImage: picture },
    '&[data-image="load"]': { backgroundColor: 'transparent' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-image="loading"]': { backgroundImage: still } },
    },
  },
});
