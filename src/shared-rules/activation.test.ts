import { describe, expect, it } from 'vitest';
import { hiddenPhone, maskPhone, phoneDigits } from './activation';

describe('the first access phone (content-app.md 5)', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1198888', '(11) 98888'],
    ['11988887777', '(11) 98888-7777'],
    ['(11) 98888-77779', '(11) 98888-7777'],
    ['abc', ''],
  ])('masks %j as %j', (typed, masked) => expect(maskPhone(typed)).toBe(masked));

  it('sends digits only and hides the middle in messages', () => {
    expect(phoneDigits('(11) 98888-7777')).toBe('11988887777');
    expect(hiddenPhone('11988887777')).toBe('(11) 9****-7777');
  });
});
