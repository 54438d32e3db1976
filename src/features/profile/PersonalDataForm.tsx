// "Dados pessoais" (content-app.md 2.4, 4, 5): name, e-mail (read-only), CPF and phone with their
// masks, and the consent checkboxes. Save goes idle -> saving -> success (5 s) or error (10 s);
// what was typed stays in the form whatever the answer.
import { useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { profileKeys, saveProfile, type ProfileChanges } from '../../api/profile';
import { updateLogin, currentSession } from '../../session';
import type { User } from '../../generated/types';
import { useForm } from '../../forms/useForm';
import { profileMessages } from '../../i18n/profile';
import { showToast } from '../../ui/toast';
import { formatCpf, formatPhone } from '../../shared-rules/brazilian-documents';
import { saveErrorText, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from './feedback';
import {
  changesOf,
  formValuesOf,
  notificationRules,
  profileFormSchemaFor,
  profileWordings,
  textFields,
  type ProfileWording,
  type TextField,
} from './profileForm';
import { CheckedInput, LabelledField } from './ProfileField';
import { ProfileSection } from './ProfileSection';
import * as css from './profile.css';

interface Props {
  user: User;
  /** Gamification on: the form is read until "Editar perfil" is pressed (content-app.md 6). */
  toggled: boolean;
  startEditing?: boolean;
  /** Where "Cancelar" goes when the edit screen was opened by its route (/editar-perfil). */
  onCancel?: () => void;
  /** The edit screens' words (profileWordings); /perfil's own by default. */
  wording?: ProfileWording;
  /** /perfil: "Editar perfil" leads to the edit screen (/editar-perfil) instead of opening the form here. */
  editTo?: string;
}

export function PersonalDataForm({
  user,
  toggled,
  startEditing = false,
  onCancel,
  wording = profileWordings.profile,
  editTo,
}: Props) {
  const queryClient = useQueryClient();
  const [schema] = useState(() => profileFormSchemaFor(wording));
  const form = useForm({ initial: () => formValuesOf(user), schema, fields: textFields });
  const { values, set, shownError } = form;
  const [editing, setEditing] = useState(!toggled || startEditing);
  const nameInput = useRef<HTMLInputElement | null>(null);
  const ids = {
    name: useId(),
    email: useId(),
    emailHint: useId(),
    cpf: useId(),
    phone: useId(),
  };

  const save = useMutation({
    mutationFn: (changes: ProfileChanges) => saveProfile(user.idUser, changes),
    onSuccess: (_message, changes) => {
      showToast(wording.saved, { tone: 'success', durationMs: TOAST_SUCCESS_MS });
      queryClient.setQueryData<User>(profileKeys.user(user.idUser), (current) =>
        current ? { ...current, ...changes } : current,
      );
      const session = currentSession();
      if (session) updateLogin({ loginInfo: { ...session.loginInfo, name: changes.name } });
      if (toggled && !startEditing) setEditing(false);
    },
    onError: (error) => showToast(saveErrorText(error), { tone: 'error', durationMs: TOAST_ERROR_MS }),
  });

  const rules = notificationRules(values);
  const readOnly = !editing;

  function submit(event: FormEvent) {
    event.preventDefault();
    // Invalid: every message shows and the first invalid field has the focus.
    if (!form.submit()) return;
    // A second press while one save is in flight is ignored.
    if (!save.isPending) save.mutate(changesOf(values));
  }

  function startEdit() {
    // The fields become editable in this render, so the focus moves now: a focus moved on a later frame
    // could land after the learner (or a test) had already clicked into another field and typed.
    flushSync(() => setEditing(true));
    nameInput.current?.focus();
  }

  function cancel() {
    if (onCancel) return onCancel();
    form.reset(formValuesOf(user));
    setEditing(false);
  }

  const textField = (field: TextField, label: string, extra: ComponentProps<'input'>) => (
    <CheckedInput
      {...extra}
      id={ids[field]}
      label={label}
      error={shownError(field)}
      ref={(element) => {
        form.ref(field)(element);
        if (field === 'name') nameInput.current = element;
      }}
      value={values[field]}
      readOnly={readOnly}
      onBlur={() => form.touch(field)}
    />
  );

  return (
    <ProfileSection
      title={profileMessages.personalData}
      action={
        toggled && readOnly && editTo ? (
          <Link to={editTo} className={css.button.secondary}>
            {profileMessages.edit}
          </Link>
        ) : toggled && readOnly ? (
          <button type="button" className={css.button.secondary} onClick={startEdit}>
            {profileMessages.edit}
          </button>
        ) : null
      }
    >
      <form className={css.form} noValidate onSubmit={submit}>
        <div className={css.fields}>
          {textField('name', profileMessages.name, {
            autoComplete: 'name',
            required: true,
            maxLength: 120,
            onChange: (event) => set('name', event.target.value),
          })}
          <LabelledField id={ids.email} label={profileMessages.email}>
            <input
              id={ids.email}
              className={css.input}
              type="email"
              value={user.email}
              readOnly
              aria-describedby={ids.emailHint}
            />
            <p id={ids.emailHint} className={css.hint}>
              {profileMessages.emailReadOnly}
            </p>
          </LabelledField>
          {textField('cpf', profileMessages.cpf, {
            inputMode: 'numeric',
            autoComplete: 'off',
            placeholder: '000.000.000-00',
            onChange: (event) => set('cpf', formatCpf(event.target.value)),
          })}
          {textField('phone', profileMessages.phone, {
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel-national',
            placeholder: '(99) 99999-9999',
            onChange: (event) => set('phone', formatPhone(event.target.value)),
          })}
        </div>
        <fieldset className={css.consents}>
          <legend className={css.legend}>{profileMessages.consents}</legend>
          <Checkbox
            label={profileMessages.communicationAccepted}
            checked={values.communicationAccepted}
            disabled={readOnly}
            onChange={(checked) => set('communicationAccepted', checked)}
          />
          <Checkbox
            label={profileMessages.emailNotification}
            checked={values.emailNotification}
            disabled={readOnly || rules.emailDisabled}
            onChange={(checked) => set('emailNotification', checked)}
          />
          <Checkbox
            label={profileMessages.smsNotification}
            checked={values.smsNotification}
            disabled={readOnly || rules.smsDisabled}
            onChange={(checked) => set('smsNotification', checked)}
          />
        </fieldset>
        {editing ? (
          <div className={css.actions}>
            <button type="submit" className={css.button.primary} aria-disabled={save.isPending}>
              {save.isPending ? profileMessages.saving : profileMessages.save}
            </button>
            {toggled || onCancel ? (
              <button type="button" className={css.button.secondary} onClick={cancel}>
                {profileMessages.cancel}
              </button>
            ) : null}
          </div>
        ) : null}
      </form>
    </ProfileSection>
  );
}

function Checkbox({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={css.checkbox}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
