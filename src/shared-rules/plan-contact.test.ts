// The trial contact form's rules (learning-area.md 5), field by field, in the spec's exact words.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkTrialContact,
  employeeChoiceOf,
  employeeChoices,
  employeesValue,
  maskPhone,
  phoneProblem,
  trialContactMessages as text,
  type TrialContactInput,
} from './plan-contact';

const valid: TrialContactInput = {
  name: 'Helena Prado',
  email: 'admin@horizonte.test',
  company: 'Horizonte Educação Corporativa',
  phone: '(11) 98765-4321',
  role: 'Gerente de RH',
  department: 'Recursos Humanos',
  description: '',
  numberOfEmployees: '1 - 100',
};
const check = (changes: Partial<TrialContactInput>, motivationRequired = false) =>
  checkTrialContact({ ...valid, ...changes }, { motivationRequired });

describe('checkTrialContact (learning-area.md 5)', () => {
  it('accepts a complete form; company, description and numberOfEmployees have defaults', () => {
    expect(check({})).toEqual({});
    expect(check({ company: '' })).toEqual({});
  });

  it('requires the name, role and department', () => {
    expect(check({ name: '  ' })).toEqual({ name: 'Nome obrigatório' });
    expect(check({ role: '' })).toEqual({ role: 'Cargo obrigatório' });
    expect(check({ department: '' })).toEqual({ department: 'Departamento obrigatório' });
  });

  it('requires a valid e-mail', () => {
    expect(check({ email: '' })).toEqual({ email: 'E-mail obrigatório' });
    expect(check({ email: 'helena@' })).toEqual({ email: 'E-mail inválido.' });
    expect(check({ email: 'helena prado@horizonte.test' })).toEqual({ email: 'E-mail inválido.' });
  });

  it.each([
    ['', 'Telefone obrigatório'],
    ['(11) 9876', 'Telefone incompleto'],
    ['(11) 8765-4321', 'Telefone incompleto'],
    ['119876543210', 'Telefone deve conter 11 dígitos'],
    ['onze', 'Telefone deve conter 11 dígitos'],
  ])('requires the phone with exactly 11 digits: %j is refused with %j', (phone, problem) => {
    expect(check({ phone })).toEqual({ phone: problem });
  });

  it('accepts a phone of 11 digits', () => {
    expect(check({ phone: '11987654321' })).toEqual({});
  });

  it('requires the motivation only when the trial has no days left', () => {
    expect(check({ description: '' }, true)).toEqual({ description: text.motivationRequired });
    expect(check({ description: 'Queremos continuar.' }, true)).toEqual({});
    expect(check({ description: 'x'.repeat(2001) })).toEqual({ description: text.tooLong(2000) });
  });

  it('takes only one of the choices for numberOfEmployees', () => {
    expect(check({ numberOfEmployees: '1000' })).toEqual({ numberOfEmployees: text.employeesInvalid });
  });

  it('names every problem at once', () => {
    expect(Object.keys(check({ name: '', email: '', phone: '', role: '', department: '' }))).toEqual([
      'name',
      'email',
      'phone',
      'role',
      'department',
    ]);
  });
});

describe('the phone mask (99) 99999-9999', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1198765', '(11) 98765'],
    ['11987654', '(11) 98765-4'],
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-43219999', '(11) 98765-4321'],
  ])('writes the digits into the mask as they are typed, up to 11: %j as %j', (typed, masked) => {
    expect(maskPhone(typed)).toBe(masked);
  });

  it('masks 11 digits into a phone the form accepts', () => {
    expect(phoneProblem(maskPhone('11987654321'))).toBeUndefined();
  });
});

describe('numberOfEmployees (learning-area.md 3, 5, 9)', () => {
  it('offers the five choices, 1 - 100 first (the default)', () => {
    expect(employeeChoices).toEqual(['1 - 100', '101 - 250', '251 - 500', '501 - 2500', '> 2500']);
  });

  it('sends a range of two numbers as written, or one number for "> n"', () => {
    expect(employeesValue('1 - 100')).toBe('1 - 100');
    expect(employeesValue('501 - 2500')).toBe('501 - 2500');
    expect(employeesValue('> 2500')).toBe('2500');
    expect(employeeChoiceOf('2500')).toBe('> 2500');
    expect(employeeChoiceOf('1 - 100')).toBe('1 - 100');
    expect(employeeChoiceOf('> 2500')).toBeUndefined();
  });
});

describe('the spec’s words', () => {
  const spec = path.resolve(process.cwd(), '../shared/spec/learning-area.md');
  it.skipIf(!existsSync(spec))('quotes learning-area.md 5', () => {
    const words = readFileSync(spec, 'utf8');
    for (const quote of [
      text.nameRequired,
      text.emailRequired,
      text.emailInvalid,
      text.roleRequired,
      text.departmentRequired,
      text.phoneRequired,
      text.phoneIncomplete,
      text.phoneLength,
    ])
      expect(words, quote).toContain(`'${quote}'`);
  });
});
