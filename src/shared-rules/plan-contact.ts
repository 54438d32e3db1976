// The trial contact form (learning-area.md 3 "Upgrade contact form", 5 "Trial contact form", 9): its
// fields, its messages (the spec's, exact), the phone mask (99) 99999-9999 of exactly 11 digits and the
// number-of-employees choices. The form's zod schema (src/features/plans) and the reference API check
// with the same function, so the server refuses in the words the form shows. Import-free.

/** The spec's words (learning-area.md 5), exact; the last three are the project's. */
export const trialContactMessages = {
  nameRequired: 'Nome obrigatório',
  emailRequired: 'E-mail obrigatório',
  emailInvalid: 'E-mail inválido.',
  roleRequired: 'Cargo obrigatório',
  departmentRequired: 'Departamento obrigatório',
  phoneRequired: 'Telefone obrigatório',
  phoneIncomplete: 'Telefone incompleto',
  phoneLength: 'Telefone deve conter 11 dígitos',
  motivationRequired: 'Conte por que deseja continuar usando a plataforma',
  employeesInvalid: 'Escolha o número de colaboradores.',
  tooLong: (max: number) => `O texto deve ter no máximo ${max} caracteres.`,
} as const;

/** learning-area.md 3 and 9: the choices, in order; default '1 - 100'. */
export const employeeChoices = ['1 - 100', '101 - 250', '251 - 500', '501 - 2500', '> 2500'] as const;
export type EmployeeChoice = (typeof employeeChoices)[number];
export const DEFAULT_EMPLOYEE_CHOICE: EmployeeChoice = '1 - 100';

/** The project's bounds (the spec gives none). */
export const CONTACT_TEXT_MAX = 120;
export const CONTACT_MESSAGE_MAX = 2000;
/** learning-area.md 9: "phone 11 digits". */
export const PHONE_DIGITS = 11;

/** The form as it holds it: texts as typed. Name, e-mail and company come prefilled and locked. */
export interface TrialContactInput {
  name: string;
  email: string;
  phone: string;
  company: string;
  role: string;
  department: string;
  description: string;
  numberOfEmployees: string;
}

export type TrialContactField = keyof TrialContactInput;

/** The fields in the form's order: a refused submit focuses the first with a message. */
export const trialContactFields: readonly TrialContactField[] = [
  'name',
  'email',
  'company',
  'phone',
  'role',
  'department',
  'numberOfEmployees',
  'description',
];

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Types the mask (99) 99999-9999 as the user goes; digits past the eleventh are dropped. */
export function maskPhone(value: string): string {
  const digits = digitsOf(value).slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const head = digits.slice(2, 7);
  const tail = digits.slice(7);
  return `(${digits.slice(0, 2)}) ${head}${tail ? `-${tail}` : ''}`;
}

/** Empty: required; 1 to 10 digits in the mask: incomplete; anything else but 11 digits: the length rule. */
export function phoneProblem(phone: string): string | undefined {
  const written = phone.trim();
  if (!written) return trialContactMessages.phoneRequired;
  const digits = digitsOf(written);
  const onlyMask = /^[\d\s()-]+$/.test(written);
  if (onlyMask && digits.length === PHONE_DIGITS) return undefined;
  if (onlyMask && digits.length > 0 && digits.length < PHONE_DIGITS)
    return trialContactMessages.phoneIncomplete;
  return trialContactMessages.phoneLength;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isChoice = (value: string): value is EmployeeChoice =>
  (employeeChoices as readonly string[]).includes(value);

function requiredText(value: string, message: string, max = CONTACT_TEXT_MAX): string | undefined {
  if (!value.trim()) return message;
  return value.trim().length > max ? trialContactMessages.tooLong(max) : undefined;
}

/**
 * Every field's first problem (none: the form may be sent). `motivationRequired`: the trial has no days
 * left, so the message saying why is required (learning-area.md 5).
 */
export function checkTrialContact(
  input: TrialContactInput,
  { motivationRequired = false } = {},
): Partial<Record<TrialContactField, string>> {
  const problems: Partial<Record<TrialContactField, string>> = {};
  const name = requiredText(input.name, trialContactMessages.nameRequired);
  if (name) problems.name = name;
  const email = input.email.trim();
  if (!email) problems.email = trialContactMessages.emailRequired;
  else if (!EMAIL.test(email) || email.length > CONTACT_TEXT_MAX)
    problems.email = trialContactMessages.emailInvalid;
  if (input.company.trim().length > CONTACT_TEXT_MAX)
    problems.company = trialContactMessages.tooLong(CONTACT_TEXT_MAX);
  const phone = phoneProblem(input.phone);
  if (phone) problems.phone = phone;
  const role = requiredText(input.role, trialContactMessages.roleRequired);
  if (role) problems.role = role;
  const department = requiredText(input.department, trialContactMessages.departmentRequired);
  if (department) problems.department = department;
  if (!isChoice(input.numberOfEmployees)) problems.numberOfEmployees = trialContactMessages.employeesInvalid;
  const description = input.description.trim();
  if (motivationRequired && !description) problems.description = trialContactMessages.motivationRequired;
  else if (description.length > CONTACT_MESSAGE_MAX)
    problems.description = trialContactMessages.tooLong(CONTACT_MESSAGE_MAX);
  return problems;
}

/**
 * How numberOfEmployees travels (learning-area.md 5): a range of two numbers as written ('1 - 100'),
 * or one number for the '> n' choice ('2500': more than 2500).
 */
export function employeesValue(choice: EmployeeChoice): string {
  return choice.startsWith('> ') ? choice.slice(2) : choice;
}

/** The choice a sent value stands for; undefined for a value no choice sends. */
export const employeeChoiceOf = (value: string): EmployeeChoice | undefined =>
  employeeChoices.find((choice) => employeesValue(choice) === value);
