import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const region = style({
  position: 'fixed',
  insetInline: '1rem',
  bottom: '5.5rem',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.5rem',
  zIndex: 1000,
  pointerEvents: 'none',
});

const base = style({
  pointerEvents: 'auto',
  maxWidth: '32rem',
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.button,
  boxShadow: '0 6px 20px rgb(0 0 0 / 0.2)',
  display: 'flex',
  gap: '0.75rem',
  alignItems: 'center',
});

export const toast = styleVariants({
  info: [base, { background: '#1f2937', color: '#ffffff' }],
  success: [base, { background: '#166534', color: '#ffffff' }],
  error: [base, { background: vars.color.danger, color: vars.color.onDanger }],
  warning: [base, { background: '#92400e', color: '#ffffff' }],
});

export const close = style({
  background: 'transparent',
  border: 0,
  color: 'inherit',
  cursor: 'pointer',
  fontSize: '1.1rem',
});
