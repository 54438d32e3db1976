// The trial contact form's zod schema: the shared rules' messages under their fields, and the body sent.
import { describe, expect, it } from 'vitest';
import { errorsOf } from '../../forms/useForm';
import { contactBody, contactFormFields, contactFormSchema, contactFormValues } from './contactForm';

const helena = contactFormValues({
  name: 'Helena Prado',
  email: 'admin@horizonte.test',
  company: 'Horizonte Educação Corporativa',
  role: 'Gerente de RH',
  department: 'Recursos Humanos',
});

const errors = (values: typeof helena, motivationRequired = false) => {
  const result = contactFormSchema(motivationRequired).safeParse(values);
  return result.success ? {} : errorsOf(result.error.issues, contactFormFields);
};

describe('contactFormSchema', () => {
  it('starts from the stored user data with 1 - 100 employees', () => {
    expect(helena).toMatchObject({ numberOfEmployees: '1 - 100', phone: '', description: '' });
  });

  it('says each field’s message under it', () => {
    expect(errors(helena)).toEqual({ phone: 'Telefone obrigatório' });
    expect(errors({ ...helena, phone: '(11) 98765-4', email: 'x' })).toEqual({
      email: 'E-mail inválido.',
      phone: 'Telefone incompleto',
    });
    expect(errors({ ...helena, phone: '(11) 98765-4321' })).toEqual({});
  });

  it('requires the motivation when the trial has no days left', () => {
    expect(errors({ ...helena, phone: '(11) 98765-4321' }, true)).toHaveProperty('description');
  });
});

describe('contactBody', () => {
  it('sends the phone’s digits and numberOfEmployees as the spec says', () => {
    const values = { ...helena, phone: '(11) 98765-4321', numberOfEmployees: '> 2500', description: ' Oi ' };
    expect(contactBody(2, values)).toEqual({
      idPlan: 2,
      department: 'Recursos Humanos',
      role: 'Gerente de RH',
      phone: '11987654321',
      message: 'Oi',
      numberOfEmployees: '2500',
    });
  });
});
