// The "Dados pessoais" form (content-app.md 2.4, 5): its values, its zod schema and the rules of the
// notification checkboxes. zod is loaded only with the profile, never by the initial bundle.
import { errorsOf } from '../../forms/useForm';
import { z } from '../../forms/zod';
import type { ProfileChanges } from '../../api/profile';
import type { User } from '../../generated/types';
import { profileMessages } from '../../i18n/profile';
import { formatCpf, formatPhone, isValidCpf, isValidPhone } from '../../shared-rules/brazilian-documents';

export interface ProfileFormValues {
  name: string;
  cpf: string;
  phone: string;
  communicationAccepted: boolean;
  emailNotification: boolean;
  smsNotification: boolean;
}

export type TextField = 'name' | 'cpf' | 'phone';
/** The fields that can be invalid, in the order of the form. */
export const textFields: readonly TextField[] = ['name', 'cpf', 'phone'];
export type FieldErrors = Partial<Record<TextField, string>>;

/**
 * The words that differ between the profile's own form (/perfil) and the edit screens (content-app.md
 * 5: "the edit screen says 'CPF invalido, por favor formate corretamente.'"; 4: "A 'Salvo com sucesso!'
 * variant exists in the style-edit screen").
 */
export interface ProfileWording {
  cpfInvalid: string;
  saved: string;
}
export const profileWordings = {
  profile: { cpfInvalid: profileMessages.cpfInvalid, saved: profileMessages.saved },
  edit: { cpfInvalid: profileMessages.cpfInvalidOnEdit, saved: profileMessages.saved },
  styleEdit: { cpfInvalid: profileMessages.cpfInvalidOnEdit, saved: profileMessages.savedOnStyleEdit },
} satisfies Record<string, ProfileWording>;

/** CPF and phone may stay empty; when written they must be right. */
export function profileFormSchemaFor(wording: ProfileWording) {
  return z.object({
    name: z.string().trim().min(1, profileMessages.nameRequired),
    cpf: z.string().refine((cpf) => cpf.trim() === '' || isValidCpf(cpf), wording.cpfInvalid),
    phone: z
      .string()
      .refine((phone) => phone.trim() === '' || isValidPhone(phone), profileMessages.phoneInvalid),
  });
}
export const profileFormSchema = profileFormSchemaFor(profileWordings.profile);

export function validateProfile(values: ProfileFormValues): FieldErrors {
  const result = profileFormSchema.safeParse(values);
  return result.success ? {} : errorsOf(result.error.issues, textFields);
}

export function formValuesOf(user: User): ProfileFormValues {
  return {
    name: user.name,
    cpf: formatCpf(user.cpf ?? ''),
    phone: formatPhone(user.phone ?? ''),
    communicationAccepted: user.communicationAccepted === 1,
    emailNotification: user.emailNotification === 1,
    smsNotification: user.smsNotification === 1,
  };
}

const asFlag = (checked: boolean) => (checked ? 1 : 0) as 0 | 1;

export function changesOf(values: ProfileFormValues): ProfileChanges {
  return {
    name: values.name.trim(),
    cpf: values.cpf.trim(),
    phone: values.phone.trim(),
    communicationAccepted: asFlag(values.communicationAccepted),
    emailNotification: asFlag(values.emailNotification),
    smsNotification: asFlag(values.smsNotification),
  };
}

/**
 * content-app.md 5, kept as the original app codes it: e-mail notification is disabled when
 * communication is not accepted or SMS notification is on; SMS notification is disabled when
 * communication is not accepted or SMS notification is off (so SMS can be turned off, not on).
 */
export function notificationRules(values: ProfileFormValues) {
  return {
    emailDisabled: !values.communicationAccepted || values.smsNotification,
    smsDisabled: !values.communicationAccepted || !values.smsNotification,
  };
}
