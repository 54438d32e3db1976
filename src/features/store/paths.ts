// The store's routes (content-app.md 2.1) and their query contract:
//   /lojinha                                   the store home: redirects to the menu's type-59 section
//   /{slug}/{idSection}?idSection={id}[&aba=meus-produtos]  the store section; aba picks the tab
//   /detalheslojinha?idOffer={id}&idSection={id} one product; idSection is the store section
//   /cartlojinha?idSection={id}                cart and checkout
// idSection keeps the frame on the store section's design and lets "Voltar" find the store home;
// without it the first type-59 section of the menu is used.
import type { MenuSection } from '../../generated/types';
import { sectionPath } from '../../ui/slug';

export const STORE_SECTION_TYPE = 59;

const withSection = (path: string, idSection: number | undefined) =>
  idSection ? `${path}${path.includes('?') ? '&' : '?'}idSection=${idSection}` : path;

export const offerPath = (idOffer: number, idSection?: number) =>
  withSection(`/detalheslojinha?idOffer=${idOffer}`, idSection);

export const cartPath = (idSection?: number) => withSection('/cartlojinha', idSection);

/** The store section the query names, else the menu's first one. */
export function storeSectionOf(
  menu: readonly MenuSection[] | undefined,
  idSection: number | undefined,
): MenuSection | undefined {
  const stores = (menu ?? []).filter((section) => section.idSectionType === STORE_SECTION_TYPE);
  return stores.find((section) => section.idSection === idSection) ?? stores[0];
}

/** The store home's tab in the query (?aba=): back and forward return to the tab the user was on. */
export const TAB_PARAM = 'aba';
export const MY_PRODUCTS_TAB = 'meus-produtos';

export const storeHomePath = (section: MenuSection | undefined, tab?: typeof MY_PRODUCTS_TAB) =>
  section ? `${sectionPath(section.name, section.idSection)}${tab ? `&${TAB_PARAM}=${tab}` : ''}` : '/';

/** A positive whole number from the query string, else undefined. */
export function idFromQuery(search: URLSearchParams, name: string): number | undefined {
  const value = Number(search.get(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
