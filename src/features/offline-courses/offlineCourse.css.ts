import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, surfaceCard } from '../../theme/primitives';

export const panel = style([surfaceCard, { display: 'grid', gap: '0.4rem', padding: '0.75rem 1rem' }]);

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9rem' });

export const bar = style({ width: '100%', height: '0.5rem', accentColor: vars.color.primary });

export const problem = style({ margin: 0, color: vars.color.text, fontWeight: 600 });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  fontWeight: 600,
  color: vars.color.text,
  cursor: 'pointer',
});

/** The checkbox drawn as a switch: a track, and its thumb (::before) that moves when checked. */
export const switchInput = style({
  appearance: 'none',
  position: 'relative',
  flex: 'none',
  width: '2.5rem',
  height: '1.5rem',
  margin: 0,
  borderRadius: '999px',
  background: vars.color.textMuted,
  cursor: 'inherit',
  transition: 'background 120ms',
  '::before': {
    content: '""',
    position: 'absolute',
    top: '0.125rem',
    left: '0.125rem',
    width: '1.25rem',
    height: '1.25rem',
    borderRadius: '50%',
    background: vars.color.surface,
    transition: 'transform 120ms',
  },
  selectors: {
    '&:checked': { background: vars.color.primary },
    '&:checked::before': { transform: 'translateX(1rem)' },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.5, cursor: 'default' },
  },
});
