// The contact form's value and its zod schema, on the rule the server keeps too (learning-area.md 5).
import { z } from '../../forms/zod';
import { contactMessageProblem } from '../../shared-rules/contact-us';

export interface ContactFormValues {
  message: string;
}

export const contactFields = ['message'] as const;
export const emptyContactForm: ContactFormValues = { message: '' };

export const contactFormSchema = z.object({
  message: z.string().superRefine((value, context) => {
    const problem = contactMessageProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
});
