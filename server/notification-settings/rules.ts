// The notification settings' rules (learning-area.md 3 'Notification setting', 5, 7.9), pure: what
// the user sees (the company's settings but the DEACTIVATED ones, with their choice) and which
// choices a save may store. Each refusal names the setting at fault.
import type { NotificationSetting } from '../../src/generated/types.ts';
import type { TenantFixture } from '../fixtures/tenant-fixture-types.ts';
import { refuse } from '../http/refusal.ts';
import { notificationMessages as text } from './messages.ts';

/** A setting as the company's fixture declares it. */
export type CompanySetting = NonNullable<TenantFixture['notificationSettings']>[number];

/** A user's stored choice for one setting. */
export interface StoredChoice {
  idNotificationUser: number;
  idNotification: number;
  active: 0 | 1;
}

/** One choice of the POST body. */
export interface SentChoice {
  idNotification: number;
  idNotificationUser?: number;
  type: string;
  active: 0 | 1;
}

const listed = (setting: CompanySetting): setting is CompanySetting & { status: 'MANDATORY' | 'OPTIONAL' } =>
  setting.status !== 'DEACTIVATED';

/**
 * The user's settings in the company's order: MANDATORY always on; OPTIONAL on until the user turned
 * it off. A choice stored while a setting was OPTIONAL keeps its id but not its say once it is MANDATORY.
 */
export function settingsView(
  settings: readonly CompanySetting[],
  choices: readonly StoredChoice[],
): NotificationSetting[] {
  const choiceOf = new Map(choices.map((choice) => [choice.idNotification, choice]));
  return settings.filter(listed).map((setting) => {
    const choice = choiceOf.get(setting.idNotification);
    return {
      idNotification: setting.idNotification,
      ...(choice ? { idNotificationUser: choice.idNotificationUser } : {}),
      type: setting.type,
      description: setting.description,
      section: setting.section,
      status: setting.status,
      active: setting.status === 'MANDATORY' ? 1 : (choice?.active ?? 1),
    };
  });
}

/**
 * The OPTIONAL choices to store from a save, or a refusal: a setting that is not listed (unknown or
 * DEACTIVATED), a type that is not the setting's, a choice id that is not the user's for it, a setting
 * sent twice, or a MANDATORY one turned off. A MANDATORY one sent on changes nothing.
 */
export function choicesToStore(
  sent: readonly SentChoice[],
  settings: readonly CompanySetting[],
  choices: readonly StoredChoice[],
): { idNotification: number; active: 0 | 1 }[] {
  const settingOf = new Map(settings.filter(listed).map((setting) => [setting.idNotification, setting]));
  const choiceOf = new Map(choices.map((choice) => [choice.idNotification, choice]));
  const seen = new Set<number>();
  const toStore: { idNotification: number; active: 0 | 1 }[] = [];
  for (const { idNotification, idNotificationUser, type, active } of sent) {
    const setting = settingOf.get(idNotification) ?? refuse(400, text.unknown(idNotification));
    if (seen.has(idNotification)) refuse(400, text.repeated(idNotification));
    seen.add(idNotification);
    if (setting.type !== type) refuse(400, text.wrongType(idNotification, type));
    // A page opened before the first save sends none; any id sent must be the user's own.
    if (
      idNotificationUser !== undefined &&
      choiceOf.get(idNotification)?.idNotificationUser !== idNotificationUser
    )
      refuse(400, text.wrongChoice(idNotificationUser, idNotification));
    if (setting.status === 'MANDATORY') {
      if (active === 0) refuse(400, text.mandatory(setting.description));
      continue;
    }
    toStore.push({ idNotification, active });
  }
  return toStore;
}
