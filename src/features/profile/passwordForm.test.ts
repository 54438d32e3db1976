import { describe, expect, it } from 'vitest';
import { errorsOf } from '../../forms/useForm';
import { passwordMessages as text } from '../../shared-rules/password';
import { passwordFields, passwordFormSchema, type PasswordFormValues } from './passwordForm';

const errors = (values: PasswordFormValues) => {
  const result = passwordFormSchema.safeParse(values);
  return result.success ? {} : errorsOf(result.error.issues, passwordFields);
};

describe('the change-password form (learning-area.md 5)', () => {
  it('names every empty field with its message', () => {
    expect(errors({ currentPassword: '', newPassword: '', confirmation: '' })).toEqual({
      currentPassword: text.currentRequired,
      newPassword: text.newRequired,
    });
  });
  it('wants the confirmation equal to the new password', () => {
    expect(
      errors({ currentPassword: 'Senha1234', newPassword: 'Nova12345', confirmation: 'Nova1234' }),
    ).toEqual({
      confirmation: text.mismatch,
    });
    expect(
      errors({ currentPassword: 'Senha1234', newPassword: 'Nova12345', confirmation: 'Nova12345' }),
    ).toEqual({});
  });
  it('applies the new password rules in order', () => {
    expect(errors({ currentPassword: 'x', newPassword: 'curta1', confirmation: 'curta1' }).newPassword).toBe(
      text.minLength,
    );
    expect(
      errors({ currentPassword: 'x', newPassword: 'semnumero', confirmation: 'semnumero' }).newPassword,
    ).toBe(text.digit);
  });
});
