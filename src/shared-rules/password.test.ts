import { describe, expect, it } from 'vitest';
import { newPasswordProblem, passwordMessages as text } from './password';

describe('the new password (learning-area.md 5)', () => {
  it.each([
    ['', text.newRequired],
    ['abc1234', text.minLength],
    ['abcdefgh', text.digit],
    ['12345678', text.letter],
    ['        ', text.digit],
    ['ção12345', undefined],
    ['Senha1234', undefined],
    ['a1b2c3d4', undefined],
  ])('%j: %s', (password, problem) => {
    expect(newPasswordProblem(password)).toBe(problem);
  });

  it('counts characters, not UTF-16 units: seven letters with an emoji are still seven', () => {
    expect(newPasswordProblem('abc12😀x')).toBe(text.minLength);
    expect(newPasswordProblem('abc12😀xy')).toBeUndefined();
  });
});
