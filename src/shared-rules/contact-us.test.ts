import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  contactMessageLength,
  contactMessageProblem,
  contactUsMessages as text,
} from './contact-us';

describe('the contact-us message (learning-area.md 5)', () => {
  it('is required: empty or only spaces is refused with the spec’s words', () => {
    expect(contactMessageProblem('')).toBe(text.required);
    expect(contactMessageProblem(' \n\t ')).toBe(text.required);
    expect(text.required).toBe('O preenchimento do campo é obrigatório.');
  });

  it(`holds at most ${CONTACT_MESSAGE_MAX_LENGTH} characters, counted trimmed and by code point`, () => {
    expect(contactMessageProblem('a'.repeat(CONTACT_MESSAGE_MAX_LENGTH))).toBeUndefined();
    expect(contactMessageProblem(`  ${'a'.repeat(CONTACT_MESSAGE_MAX_LENGTH)}  `)).toBeUndefined();
    expect(contactMessageProblem('a'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1))).toBe(text.tooLong);
    // An emoji is one character, though two UTF-16 units.
    expect(contactMessageLength(' 😀 ')).toBe(1);
    expect(contactMessageProblem('😀'.repeat(CONTACT_MESSAGE_MAX_LENGTH))).toBeUndefined();
  });
});
