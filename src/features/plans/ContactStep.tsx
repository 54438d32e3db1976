// form (learning-area.md 3 "Upgrade contact form", 5 "Trial contact form", 7.6): the contact to the sales
// team, its defaults the user's stored data and the company (name, e-mail and company locked), the phone in
// the mask (99) 99999-9999, the number of employees ('1 - 100' first), and the motivation, required once the
// trial has no days left. A refused send keeps everything typed and says why.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import { contactTrial } from '../../api/plans';
import { userQuery } from '../../api/profile';
import type { User } from '../../generated/types';
import { useForm } from '../../forms/useForm';
import { plansMessages as text } from '../../i18n/plans';
import { useMenuData } from '../../session';
import { useTenant } from '../../session/tenant';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_TEXT_MAX,
  employeeChoices,
  maskPhone,
  type TrialContactField,
} from '../../shared-rules/plan-contact';
import * as buttons from '../../ui/buttons.css';
import { Select } from '../../ui/select/Select';
import { showToast } from '../../ui/toast';
import {
  contactBody,
  contactFormFields,
  contactFormSchema,
  contactFormValues,
  type ContactDefaults,
} from './contactForm';
import { StepFooter, type StepProps } from './StepFooter';
import * as css from './plans.css';
import { LiveNote } from '../../ui/LiveNote';

export function ContactStep(props: StepProps & { idPlan: number; motivation: boolean }) {
  const session = useMenuData();
  const company = useTenant().name;
  const idUser = session?.loginInfo.idUser ?? 0;
  const user = useQuery({ ...userQuery(idUser), enabled: idUser > 0 });
  if (user.isPending && idUser > 0)
    return (
      <p role="status" className={css.muted}>
        {text.loading}
      </p>
    );
  const stored: Partial<User> = user.data ?? {};
  const defaults: ContactDefaults = {
    name: stored.name ?? session?.loginInfo.name,
    email: stored.email ?? session?.loginInfo.email,
    company,
    phone: maskPhone(stored.phone ?? ''),
    role: stored.role,
    department: stored.department,
  };
  return <ContactForm {...props} defaults={defaults} />;
}

const locked: ReadonlySet<TrialContactField> = new Set(['name', 'email', 'company']);
const optional: ReadonlySet<TrialContactField> = new Set(['company', 'numberOfEmployees']);

function ContactForm({
  idPlan,
  motivation,
  defaults,
  back,
  onClose,
}: StepProps & { idPlan: number; motivation: boolean; defaults: ContactDefaults }) {
  const [schema] = useState(() => contactFormSchema(motivation));
  const form = useForm({ initial: () => contactFormValues(defaults), schema, fields: contactFormFields });
  const [failure, setFailure] = useState<string>();
  const send = useMutation({
    mutationFn: () => contactTrial(contactBody(idPlan, form.values)),
    onSuccess: (answer) => {
      showToast(answer.message, { tone: 'success' });
      onClose();
    },
    onError: (error) => setFailure(error.message ? `${text.sendFailed} ${error.message}` : text.sendFailed),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (form.submit() && !send.isPending) send.mutate();
  }

  const field = (
    name: TrialContactField,
    options: { wide?: boolean; multiline?: boolean; label?: string } = {},
  ) => {
    const error = form.shownError(name);
    const isLocked = locked.has(name);
    return (
      <TextField
        className={options.wide ? `${css.field} ${css.wide}` : css.field}
        value={form.values[name]}
        onChange={(value) => form.set(name, name === 'phone' ? maskPhone(value) : value)}
        onBlur={() => form.touch(name)}
        isReadOnly={isLocked}
        isRequired={!optional.has(name) && (name !== 'description' || motivation)}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        maxLength={name === 'description' ? CONTACT_MESSAGE_MAX : CONTACT_TEXT_MAX}
        {...(name === 'phone' ? { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } : {})}
      >
        <Label className={css.label}>
          {options.label ?? text.fieldLabels[name]}
          {!optional.has(name) && (name !== 'description' || motivation) ? ' *' : null}
        </Label>
        {options.multiline ? (
          <TextArea ref={form.ref(name)} className={css.input} rows={4} />
        ) : (
          <Input
            ref={form.ref(name)}
            className={css.input}
            placeholder={name === 'phone' ? text.phonePlaceholder : undefined}
          />
        )}
        {isLocked ? (
          <Text slot="description" className={css.muted}>
            {text.lockedHint}
          </Text>
        ) : null}
        <FieldError className={css.error}>{error}</FieldError>
      </TextField>
    );
  };

  return (
    <form className={css.form} noValidate onSubmit={submit} aria-busy={send.isPending}>
      <p className={css.text}>{motivation ? text.requestExtendText : text.formIntro}</p>
      <p className={css.muted}>{text.formRequired}</p>
      <div className={css.fields}>
        {field('name')}
        {field('email')}
        {field('company', { wide: true })}
        {field('phone')}
        {field('role')}
        {field('department')}
        <div className={css.field}>
          <Select
            label={text.fieldLabels.numberOfEmployees}
            options={employeeChoices.map((choice) => ({ id: choice, label: choice }))}
            selected={form.values.numberOfEmployees as (typeof employeeChoices)[number]}
            onSelect={(choice) => form.set('numberOfEmployees', choice)}
          />
        </div>
        {field('description', {
          wide: true,
          multiline: true,
          label: motivation ? text.motivationLabel : undefined,
        })}
      </div>
      <LiveNote role="alert" className={css.alert}>
        {failure}
      </LiveNote>
      <StepFooter back={back} onClose={onClose}>
        <button type="submit" className={buttons.primary} disabled={send.isPending}>
          {send.isPending ? text.sending : text.send}
        </button>
      </StepFooter>
    </form>
  );
}
