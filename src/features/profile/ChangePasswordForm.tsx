// 'Alterar senha' (learning-area.md 4.13, 5, 8): the current password, the new one and its
// confirmation, each checked with the spec's words as the learner leaves it. The server checks the
// current one ('Senha atual incorreta') and answers 'Senha salva com sucesso.'; the form then says
// 'Senha alterada com sucesso!'. A refusal keeps what was typed. The change signs out the learner's
// other browsers (server/account).
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { changePassword } from '../../api/account';
import { useForm } from '../../forms/useForm';
import { profileMessages } from '../../i18n/profile';
import { passwordMessages as text } from '../../shared-rules/password';
import { showToast } from '../../ui/toast';
import { saveErrorText, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from './feedback';
import {
  emptyPasswordForm,
  passwordFields,
  passwordFormSchema,
  type PasswordField,
  type PasswordFormValues,
} from './passwordForm';
import { CheckedInput } from './ProfileField';
import { ProfileSection } from './ProfileSection';
import * as css from './profile.css';
import { LiveNote } from '../../ui/LiveNote';

const labels: Record<PasswordField, string> = {
  currentPassword: profileMessages.currentPassword,
  newPassword: profileMessages.newPassword,
  confirmation: profileMessages.confirmPassword,
};

export function ChangePasswordForm({ idUser }: { idUser: number }) {
  const form = useForm({ initial: emptyPasswordForm, schema: passwordFormSchema, fields: passwordFields });
  const [changed, setChanged] = useState(false);
  const baseId = useId();
  const save = useMutation({
    mutationFn: (values: PasswordFormValues) =>
      changePassword(idUser, values.currentPassword, values.newPassword),
    onSuccess: (message) => {
      showToast(message ?? text.saved, { tone: 'success', durationMs: TOAST_SUCCESS_MS });
      form.reset(emptyPasswordForm);
      setChanged(true);
    },
    onError: (error) => showToast(saveErrorText(error), { tone: 'error', durationMs: TOAST_ERROR_MS }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setChanged(false);
    const values = form.submit();
    if (values && !save.isPending) save.mutate(values);
  }

  const refusal = save.isError ? saveErrorText(save.error) : undefined;
  const field = (name: PasswordField, autoComplete: string) => {
    const id = `${baseId}-${name}`;
    // The server's refusal belongs to the current password when it says so.
    const message =
      form.shownError(name) ??
      (name === 'currentPassword' && refusal === text.wrongCurrent ? refusal : undefined);
    return (
      <CheckedInput
        ref={form.ref(name)}
        id={id}
        label={labels[name]}
        error={message}
        type="password"
        autoComplete={autoComplete}
        maxLength={200}
        value={form.values[name]}
        onChange={(event) => form.set(name, event.target.value)}
        onBlur={() => form.touch(name)}
      />
    );
  };

  return (
    <ProfileSection title={profileMessages.changePassword}>
      <form className={css.form} noValidate onSubmit={submit}>
        <div className={css.fields}>
          {field('currentPassword', 'current-password')}
          {field('newPassword', 'new-password')}
          {field('confirmation', 'new-password')}
        </div>
        <p className={css.hint}>{profileMessages.passwordRules}</p>
        <LiveNote role="alert" className={css.error}>
          {refusal !== text.wrongCurrent && refusal}
        </LiveNote>
        <p role="status" className={css.hint}>
          {changed ? text.changed : null}
        </p>
        <div className={css.actions}>
          <button type="submit" className={css.button.primary} aria-disabled={save.isPending}>
            {save.isPending ? profileMessages.savingPassword : profileMessages.savePassword}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
