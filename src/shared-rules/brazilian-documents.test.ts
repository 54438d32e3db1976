import { describe, expect, it } from 'vitest';
import { formatCpf, formatPhone, isValidCpf, isValidPhone } from './brazilian-documents';

describe('CPF', () => {
  it.each([
    ['', ''],
    ['529', '529'],
    ['5299', '529.9'],
    ['5299822472', '529.982.247-2'],
    ['529.982.247-2599', '529.982.247-25'],
    ['abc52998224725', '529.982.247-25'],
  ])('masks %j as %j (000.000.000-00 as the user types)', (typed, masked) => {
    expect(formatCpf(typed)).toBe(masked);
  });

  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['111.444.777-35', true],
    ['529.982.247-24', false],
    ['529.982.247-15', false],
    ['111.111.111-11', false],
    ['529.982.247', false],
    ['529-982-247.25', false],
  ])('checks both check digits, with or without the mask: %j is valid: %j', (cpf, valid) => {
    expect(isValidCpf(cpf)).toBe(valid);
  });
});

describe('phone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['119', '(11) 9'],
    ['11987654321', '(11) 98765-4321'],
    ['1134567890', '(11) 3456-7890'],
    ['(11) 98765-43210', '(11) 98765-4321'],
  ])('masks %j as %j ((99) 99999-9999, or (99) 9999-9999 for a landline)', (typed, masked) => {
    expect(formatPhone(typed)).toBe(masked);
  });

  it.each([
    ['(11) 98765-4321', true],
    ['(19) 3232-1234', true],
    ['11987654321', true],
    ['(01) 98765-4321', false],
    ['(11) 88765-4321', false],
    ['(11) 9876-543', false],
    ['+55 (11) 98765-4321', false],
  ])('follows the Brazilian pattern: %j is valid: %j', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });
});
