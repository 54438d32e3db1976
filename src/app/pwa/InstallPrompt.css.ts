import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { endActions } from '../../ui/styleParts';

export { primary, secondary } from '../../ui/buttons.css';

export const text = style({ margin: '0 0 1.25rem', lineHeight: 1.5 });

export const actions = style(endActions);

// iOS: a banner over the bottom menu (5rem, content-app.md 9), not a modal: the learner follows its
// steps in Safari's own toolbar.
export const banner = style({
  position: 'fixed',
  insetInline: '0.75rem',
  bottom: 'calc(5.5rem + env(safe-area-inset-bottom))',
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0.875rem 1rem',
  borderRadius: '0.75rem',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 6px 24px rgb(0 0 0 / 0.2)',
});

export const bannerText = style({ margin: 0, flex: 1, lineHeight: 1.4 });
