// The trial contact form's values and zod schema (learning-area.md 5 "Trial contact form"): the shared
// rules' messages under each field (the reference API refuses with the same words), and the body the
// form sends. Name, e-mail and company are prefilled from the user's stored data and locked.
import { z } from '../../forms/zod';
import {
  DEFAULT_EMPLOYEE_CHOICE,
  checkTrialContact,
  employeeChoiceOf,
  employeesValue,
  trialContactFields,
  type EmployeeChoice,
  type TrialContactInput,
} from '../../shared-rules/plan-contact';

export type ContactFormValues = TrialContactInput;

export { trialContactFields as contactFormFields };

/** What the form starts from: the user's stored data (learning-area.md 3 "Stored user data"). */
export interface ContactDefaults {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  company?: string | null;
  role?: string | null;
  department?: string | null;
}

export const contactFormValues = (defaults: ContactDefaults): ContactFormValues => ({
  name: defaults.name ?? '',
  email: defaults.email ?? '',
  company: defaults.company ?? '',
  phone: defaults.phone ?? '',
  role: defaults.role ?? '',
  department: defaults.department ?? '',
  description: '',
  numberOfEmployees: DEFAULT_EMPLOYEE_CHOICE,
});

/** The form's schema; `motivationRequired` when the trial has no days left. */
export const contactFormSchema = (motivationRequired: boolean) =>
  z
    .object({
      name: z.string(),
      email: z.string(),
      company: z.string(),
      phone: z.string(),
      role: z.string(),
      department: z.string(),
      description: z.string(),
      numberOfEmployees: z.string(),
    })
    .superRefine((values, context) => {
      const problems = checkTrialContact(values, { motivationRequired });
      for (const field of trialContactFields) {
        const message = problems[field];
        if (message) context.addIssue({ code: 'custom', path: [field], message });
      }
    });

/** POST /learning/plans/contact-trial's body (7.6: idPlan, department, role, message, numberOfEmployees). */
export function contactBody(idPlan: number, values: ContactFormValues) {
  const choice = employeeChoiceOf(employeesValue(values.numberOfEmployees as EmployeeChoice));
  return {
    idPlan,
    department: values.department.trim(),
    role: values.role.trim(),
    phone: values.phone.replace(/\D/g, ''),
    message: values.description.trim(),
    numberOfEmployees: employeesValue(choice ?? DEFAULT_EMPLOYEE_CHOICE),
  };
}
