import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const presentation = style({ display: 'grid', gap: '1rem', maxWidth: '60rem' });

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  borderRadius: '0.5rem',
});

export const description = style({ margin: 0, color: vars.color.text, fontFamily: vars.font.body });

export const fact = style({ margin: 0, color: vars.color.textMuted, fontFamily: vars.font.body });

export const syllabus = style({ display: 'grid', gap: '0.5rem', fontFamily: vars.font.body });

export const sectionTitle = style({ margin: 0, fontSize: '1.2rem', color: vars.color.text });

export const enrolment = style({ display: 'grid', gap: '0.5rem', justifyItems: 'start' });
