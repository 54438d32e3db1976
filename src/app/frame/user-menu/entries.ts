// Which places the user menu offers, decided once from what the tenant has (issue 20: "profile,
// points, chat, store, uploads and messages where the tenant has them"), so no screen needs its
// address typed. A place is there only when the menu data has what its screen needs:
// - chat: a type-52 section; its room chat (/chat/{room}) when one has no web chat page, else the
//   web chat section itself (a page on another host has no room here);
// - store: a type-59 section (/lojinha leads to it);
// - uploads: a type-49 upload form (/uploads/userContent draws the menu's first);
// - messages: the design entry titled "Notificações" (content-app.md 2.6: the list /messages reads);
// - points: gamification on in the login info ("Meus Pontos" is drawn only then, 2.4).
// The profile is every signed-in user's. Learning tenants have their own profile and ranking links
// (the learning header's menu), so they take only the section places.
import type { MenuData } from '../../../session/store';
import type { MenuSection } from '../../../generated/types';
import { notificationsEntry } from '../../../features/messages';
import { routes, sectionPath } from '../../../paths/paths';
import { profilePointsPath } from '../../../paths/profile-points';
import { userMenuMessages as text } from '../../../i18n/user-menu';

export type UserMenuPlace = 'profile' | 'points' | 'chat' | 'store' | 'uploads' | 'messages';

export interface UserMenuEntry {
  place: UserMenuPlace;
  label: string;
  to: string;
}

/** content-app.md 2.5 / schemas/section-types.json. */
const SECTION_TYPE = { chat: 52, store: 59, uploadForm: 49 } as const;

type Places = Pick<MenuData, 'menu' | 'design'>;

function chatPath(menu: readonly MenuSection[]): string | undefined {
  const chats = menu.filter((section) => section.idSectionType === SECTION_TYPE.chat);
  const room = chats.find((section) => !section.contentLocation);
  if (room) return routes.chatRoom.to({ room: room.idSection });
  const page = chats[0];
  return page ? sectionPath(page.name, page.idSection) : undefined;
}

/** The places that hang on the tenant's sections: chat, store, uploads, messages, in that order. */
export function sectionPlaces({ menu, design }: Places): UserMenuEntry[] {
  const has = (type: number) => menu.some((section) => section.idSectionType === type);
  const chat = chatPath(menu);
  const entries: (UserMenuEntry | false)[] = [
    chat !== undefined && { place: 'chat', label: text.chat, to: chat },
    has(SECTION_TYPE.store) && { place: 'store', label: text.store, to: routes.store.to() },
    has(SECTION_TYPE.uploadForm) && { place: 'uploads', label: text.uploads, to: routes.uploadForm.to() },
    notificationsEntry(design) !== undefined && {
      place: 'messages',
      label: text.messages,
      to: routes.messages.to(),
    },
  ];
  return entries.filter((entry): entry is UserMenuEntry => entry !== false);
}

/** The content app's menu: the profile, its points when gamification is on, then the section places. */
export function contentUserMenuEntries(data: Places & Pick<MenuData, 'loginInfo'>): UserMenuEntry[] {
  const profile: UserMenuEntry = { place: 'profile', label: text.profile, to: routes.profile.to() };
  const points: UserMenuEntry[] =
    data.loginInfo.gamification === 1
      ? [{ place: 'points', label: text.points, to: profilePointsPath() }]
      : [];
  return [profile, ...points, ...sectionPlaces(data)];
}
