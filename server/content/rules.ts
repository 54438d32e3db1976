// The content area's decisions: which section of the tenant's menu a call names, which items a
// journey viewer draws, and the paged list's page sizes. Pure, unit-tested (rules.test.ts).
import type { MenuSection } from '../fixtures/tenant-fixture-types.ts';
import { refuse } from '../http/refusal.ts';
import { messages } from '../messages.ts';

/**
 * The paged list (section type 9) reads 12 items a page; a caller may ask up to 100 (the bench does):
 * schemas/api/content-paged-body.json holds the same maximum.
 */
export const defaultPageSize = 12;
export const maxPageSize = 100;

/** Content types drawn by a journey viewer (schemas/content-types.json). */
export const journeyContentTypes: ReadonlySet<number> = new Set([15, 16, 22, 23]);

/** A section of the tenant's menu, or a 404: a user reads only the sections their tenant has. */
export function sectionOfMenu(menu: readonly MenuSection[], idSection: number): MenuSection {
  return menu.find((candidate) => candidate.idSection === idSection) ?? refuse(404, messages.sectionNotFound);
}
