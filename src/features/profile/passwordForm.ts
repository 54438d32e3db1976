// The change-password form (learning-area.md 5): its values and its zod schema, on the shared rules.
import { z } from '../../forms/zod';
import { newPasswordProblem, passwordMessages as text } from '../../shared-rules/password';

export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

export type PasswordField = keyof PasswordFormValues;
export const passwordFields: readonly PasswordField[] = ['currentPassword', 'newPassword', 'confirmation'];
export const emptyPasswordForm: PasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmation: '',
};

export const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1, text.currentRequired),
    newPassword: z.string().superRefine((value, context) => {
      const problem = newPasswordProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
    confirmation: z.string(),
  })
  .refine((values) => values.confirmation === values.newPassword, {
    path: ['confirmation'],
    message: text.mismatch,
  });
