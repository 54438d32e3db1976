// The store's query contract (content-app.md 2.1); the addresses themselves (/lojinha,
// /detalheslojinha?idOffer=&idSection=, /cartlojinha?idSection=, the store section and its ?aba=
// tab) are written by src/paths/paths. idSection keeps the frame on the store section's design and
// lets "Voltar" find the store home; without it the first type-59 section of the menu is used.
import type { MenuSection } from '../../generated/types';

const STORE_SECTION_TYPE = 59;

/** The store section the query names, else the menu's first one. */
export function storeSectionOf(
  menu: readonly MenuSection[] | undefined,
  idSection: number | undefined,
): MenuSection | undefined {
  const stores = (menu ?? []).filter((section) => section.idSectionType === STORE_SECTION_TYPE);
  return stores.find((section) => section.idSection === idSection) ?? stores[0];
}

/** A positive whole number from the query string, else undefined. */
export function idFromQuery(search: URLSearchParams, name: string): number | undefined {
  const value = Number(search.get(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
