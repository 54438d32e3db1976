import { describe, expect, it } from 'vitest';
import { formatCpf, formatPhone, isValidCpf, isValidPhone } from './brazilian-documents';

describe('CPF', () => {
  it('masks 000.000.000-00 as the user types', () => {
    expect(formatCpf('')).toBe('');
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('5299822472')).toBe('529.982.247-2');
    expect(formatCpf('529.982.247-2599')).toBe('529.982.247-25');
    expect(formatCpf('abc52998224725')).toBe('529.982.247-25');
  });

  it('checks both check digits, with or without the mask', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('529.982.247')).toBe(false);
    expect(isValidCpf('529-982-247.25')).toBe(false);
  });
});

describe('phone', () => {
  it('masks (99) 99999-9999, or (99) 9999-9999 for a landline', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('(11) 98765-43210')).toBe('(11) 98765-4321');
  });

  it('follows the Brazilian pattern', () => {
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('(19) 3232-1234')).toBe(true);
    expect(isValidPhone('11987654321')).toBe(true);
    expect(isValidPhone('(01) 98765-4321')).toBe(false);
    expect(isValidPhone('(11) 88765-4321')).toBe(false);
    expect(isValidPhone('(11) 9876-543')).toBe(false);
    expect(isValidPhone('+55 (11) 98765-4321')).toBe(false);
  });
});
