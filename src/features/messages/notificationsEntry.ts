import type { DesignEntry } from '../../generated/types';
import { sectionMessages } from '../../i18n/sections';

/** The menu design entry titled "Notificações" (content-app.md 2.6): its idSection holds the list. */
export const notificationsEntry = (design: readonly DesignEntry[]): DesignEntry | undefined =>
  design.find((entry) => entry.title === sectionMessages.notificationsTitle);
