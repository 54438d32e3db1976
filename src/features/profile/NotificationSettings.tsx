// 'Notificações' on /editPerfil (learning-area.md 3 'Notification setting', 4.13, 5, 7.9): the
// company's settings by section, a switch each. OPTIONAL ones are the learner's to turn on or off;
// MANDATORY ones show on and locked, with a tooltip (also on keyboard focus) saying why. 'Salvar
// notificações' sends them; a failure keeps the switches as the learner left them.
import { useId, useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { notificationKeys, notificationsQuery, saveNotifications } from '../../api/notifications';
import type { NotificationSetting } from '../../generated/types';
import { profileMessages as text } from '../../i18n/profile';
import { EmptyState } from '../../ui/cards';
import { Loaded } from '../../ui/loaded';
import { Switch } from '../../ui/switch/Switch';
import { showToast } from '../../ui/toast';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import { saveErrorText, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from './feedback';
import { ProfileSection } from './ProfileSection';
import * as css from './profile.css';
import * as own from './notifications.css';

type Section = NotificationSetting['section'];
const sections: readonly Section[] = ['LEARNING', 'TEAM', 'SYSTEM'];

export function NotificationSettings({ idUser }: { idUser: number }) {
  return (
    <ProfileSection title={text.notifications}>
      <Loaded subject={`notificações ${idUser}`} errorText={text.notificationsLoadError}>
        <Settings idUser={idUser} />
      </Loaded>
    </ProfileSection>
  );
}

/** The OPTIONAL switches as the learner set them, by idNotification. */
const choicesOf = (settings: readonly NotificationSetting[]) =>
  new Map(settings.map((setting) => [setting.idNotification, setting.active]));

function Settings({ idUser }: { idUser: number }) {
  const { data: settings } = useSuspenseQuery(notificationsQuery(idUser));
  const [choices, setChoices] = useState(() => choicesOf(settings));
  const queryClient = useQueryClient();
  const activeOf = (setting: NotificationSetting): 0 | 1 =>
    setting.status === 'MANDATORY' ? 1 : (choices.get(setting.idNotification) ?? setting.active);
  const save = useMutation({
    mutationFn: () => saveNotifications(idUser, settings, activeOf),
    onSuccess: ({ message, notifications }) => {
      queryClient.setQueryData(notificationKeys.settings(idUser), notifications);
      setChoices(choicesOf(notifications));
      showToast(message ?? text.notificationsSaved, { tone: 'success', durationMs: TOAST_SUCCESS_MS });
    },
    onError: (error) => showToast(saveErrorText(error), { tone: 'error', durationMs: TOAST_ERROR_MS }),
  });

  if (settings.length === 0) return <EmptyState text={text.noNotifications} />;
  const choose = (idNotification: number, on: boolean) =>
    setChoices((current) => new Map(current).set(idNotification, on ? 1 : 0));
  return (
    <div className={css.form}>
      <p className={css.hint}>{text.notificationsIntro}</p>
      {sections.map((section) => {
        const inSection = settings.filter((setting) => setting.section === section);
        if (inSection.length === 0) return null;
        return (
          <fieldset key={section} className={own.group}>
            <legend className={own.legend}>{text.notificationSections[section]}</legend>
            <ul className={own.list}>
              {inSection.map((setting) => (
                <li key={setting.idNotification} className={own.row}>
                  <SettingSwitch setting={setting} on={activeOf(setting) === 1} onChange={choose} />
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      <div className={css.actions}>
        <button
          type="button"
          className={css.button.primary}
          aria-disabled={save.isPending}
          onClick={() => !save.isPending && save.mutate()}
        >
          {save.isPending ? text.savingNotifications : text.saveNotifications}
        </button>
      </div>
    </div>
  );
}

function SettingSwitch({
  setting,
  on,
  onChange,
}: {
  setting: NotificationSetting;
  on: boolean;
  onChange: (idNotification: number, on: boolean) => void;
}) {
  const hintId = useId();
  if (setting.status === 'OPTIONAL')
    return (
      <Switch isSelected={on} onChange={(selected) => onChange(setting.idNotification, selected)}>
        {setting.description}
      </Switch>
    );
  // A disabled switch cannot take focus: the mark beside it carries the tooltip, and the reason is
  // the switch's description too, for screen readers and touch screens (no hover there).
  return (
    <>
      <Switch isSelected isDisabled onChange={() => undefined} describedBy={hintId}>
        {setting.description}
      </Switch>
      <span id={hintId} className="visually-hidden">
        {text.mandatoryHint}
      </span>
      <Tooltip text={text.mandatoryHint}>
        <button
          type="button"
          className={own.mandatory}
          aria-label={`${text.mandatory}: ${setting.description}`}
        >
          <span aria-hidden="true">🔒</span>
          {text.mandatory}
        </button>
      </Tooltip>
    </>
  );
}
