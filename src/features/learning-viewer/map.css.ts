import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList, wrapRow } from '../../theme/primitives';

export const tree = style(bareList);

export const nested = style({ listStyle: 'none', margin: '0.25rem 0 0', paddingLeft: '1rem' });

export const item = style({
  padding: '0.5rem 0',
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const current = style({ fontWeight: 700 });

export const row = style({ ...wrapRow('0.5rem'), alignItems: 'baseline' });

export const link = style({ color: vars.color.primaryText });

export const meta = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const pin = style({
  padding: '0.1rem 0.5rem',
  borderRadius: '999px',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: '0.8rem',
});

export const bar = style({ width: '100%', height: '0.4rem', accentColor: vars.color.primary });
