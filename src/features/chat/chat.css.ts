import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { outlinedControl, primaryButton } from '../../ui/styleParts';
import { stackedList, surfaceCard } from '../../theme/primitives';

export const chat = style({
  display: 'grid',
  gap: '0.5rem',
  padding: '0.75rem',
  fontFamily: vars.font.body,
  // The page around it has its own margins: on a phone the log and the message box take the width.
  '@media': { '(max-width: 30rem)': { paddingInline: 0 } },
});

export const panelHeading = style({ margin: 0, fontSize: '1rem' });

export const title = style({ margin: 0, fontSize: '1.125rem', color: vars.color.text });

export const toggle = style({
  display: 'flex',
  width: '100%',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '0.5rem',
  padding: '0.625rem 0.875rem',
  ...surfaceCard,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '"▾"', transition: 'transform 150ms' },
    '&[aria-expanded="true"]::after': { transform: 'rotate(180deg)' },
  },
});

export const status = style({
  margin: 0,
  minHeight: '1.25rem',
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
});

export const log = style({
  // The room keeps its height whatever it holds: no layout shift when messages arrive.
  height: 'min(60dvh, 34rem)',
  minHeight: '16rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: '0.75rem',
  ...surfaceCard,
});

export const panelLog = style([log, { height: '22rem', minHeight: '12rem' }]);

export const empty = style({
  margin: '2rem 0',
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const day = style({ display: 'grid', gap: '0.5rem', marginBottom: '0.75rem' });

export const dayHeading = style({
  justifySelf: 'center',
  margin: '0.25rem 0',
  padding: '0.125rem 0.75rem',
  borderRadius: '999px',
  background: vars.color.fourth,
  color: vars.color.onFourth,
  fontSize: '0.75rem',
  fontWeight: 600,
  // The day as src/i18n/dates writes it ("19 de novembro de 2026"): pt-BR keeps months lower case.
  // A narrow panel wraps it inside the chip instead of running past the log's edge.
  maxWidth: '100%',
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const messages = style(stackedList('0.5rem'));

const bubble = style({
  maxWidth: 'min(85%, 36rem)',
  padding: '0.5rem 0.75rem',
  borderRadius: vars.radius.card,
  overflowWrap: 'anywhere',
});

export const other = style([
  bubble,
  {
    justifySelf: 'start',
    background: vars.color.fourth,
    color: vars.color.onFourth,
    borderBottomLeftRadius: '0.25rem',
  },
]);

export const own = style([
  bubble,
  {
    justifySelf: 'end',
    background: vars.color.primary,
    color: vars.color.onPrimary,
    borderBottomRightRadius: '0.25rem',
  },
]);

export const meta = style({
  display: 'flex',
  gap: '0.5rem',
  alignItems: 'baseline',
  margin: 0,
  fontSize: '0.75rem',
});

export const author = style({ fontWeight: 700 });

export const time = style({ opacity: 0.85 });

export const text = style({ margin: '0.125rem 0 0', whiteSpace: 'pre-wrap' });

export const composer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '0.5rem',
  alignItems: 'end',
});

export const input = style({
  width: '100%',
  minHeight: '2.75rem',
  maxHeight: '8rem',
  // As tall as what it holds, the placeholder included: on a phone 'Escreva uma mensagem' takes two
  // lines, which a one-row box cut in half (issue 20); a long message grows it up to maxHeight.
  fieldSizing: 'content',
  resize: 'vertical',
  padding: '0.625rem 0.75rem',
  ...outlinedControl,
});

export const send = style({
  minHeight: '2.75rem',
  padding: '0.6rem 1.25rem',
  ...primaryButton,
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'progress' } },
});
