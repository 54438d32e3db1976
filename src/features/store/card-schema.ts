// The card form's rules as a zod schema for useForm: the checks stay in card-rules.ts (tested rule by
// rule, the expiry against today), each of its messages becomes an issue on its field.
import { z } from '../../forms/zod';
import { cardErrors, type CardValues } from './card-rules';

export const cardSchema = z
  .object({ name: z.string(), number: z.string(), expiry: z.string(), cvc: z.string() })
  .superRefine((values: CardValues, context) => {
    for (const [field, message] of Object.entries(cardErrors(values)))
      context.addIssue({ code: 'custom', path: [field], message });
  });
