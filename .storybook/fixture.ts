// The demo tenant (fixtures/aurora) as the stories read it: tenant.json with its parts/ merged as
// the server merges them. The server and the contract tests check the files against
// tenant-fixture.json; stories still pass every item through the engine's validation, as the app
// does, so an invalid one shows the designer's fallback.
import tenant from '../fixtures/aurora/tenant.json';
import { validate, validateItems } from '../src/engine';
import type {
  AppDetails,
  ContentItem,
  DesignEntry,
  DesignFormat,
  MenuOption,
  MenuSection,
} from '../src/generated/types';

interface Aurora {
  app: AppDetails;
  menu: MenuSection[];
  design: DesignEntry[];
  content: ContentItem[];
  /** The other collections of tenant-fixture.json (offers, schedules, chatRooms...), unchecked. */
  [collection: string]: unknown;
}

type Fixture = Record<string, unknown>;

/**
 * Appends each part's arrays to the tenant's, in file-name order, as the server does
 * (server/fixtures/load-tenant-fixtures.ts mergeParts).
 */
export function mergeParts(fixture: Fixture, partsByFile: Record<string, Fixture>): Fixture {
  const merged = { ...fixture };
  for (const file of Object.keys(partsByFile).sort())
    for (const [key, value] of Object.entries(partsByFile[file]!)) {
      if (key === '$schema' || !Array.isArray(value)) continue;
      merged[key] = [...((merged[key] as unknown[] | undefined) ?? []), ...value];
    }
  return merged;
}

const parts = import.meta.glob<Fixture>('../fixtures/aurora/parts/*.json', {
  eager: true,
  import: 'default',
});

// JSON imports are typed loosely ("tile" is a string): the schema check above is what vouches for it.
export const aurora = mergeParts(tenant, parts) as Aurora;

export const formatOf = (section: MenuSection | undefined): DesignFormat =>
  aurora.design.find((entry) => entry.idSection === section?.idSection)?.format ?? {};

/** The home is the first section of the menu (src/theme/design.ts). */
export const homeSection = aurora.menu[0]!;
export const homeFormat = formatOf(homeSection);

/** The first section of a type, or a stand-in so a story still renders if the fixture drops it. */
export const sectionOfType = (idSectionType: number): MenuSection =>
  aurora.menu.find((section) => section.idSectionType === idSectionType) ?? {
    idSection: 900 + idSectionType,
    idSectionType,
    name: `Seção tipo ${idSectionType}`,
  };

export const contentOf = (section: MenuSection): ContentItem[] =>
  aurora.content.filter((item) => item.idSection === section.idSection);

/** A content item of the demo tenant (a viewer's story draws one), by its id. */
export const contentById = (idContentItem: number): ContentItem => {
  const item = aurora.content.find((candidate) => candidate.idContentItem === idContentItem);
  if (!item) throw new Error(`No content item ${idContentItem} in the demo tenant`);
  return item;
};

export const optionsOf = (section: MenuSection): unknown[] => section.menuOption ?? [];

/** A section of a type with menu options (a map needs tiles), other than the home when possible. */
export const optionSectionOfType = (idSectionType: number): MenuSection => {
  const withOptions = aurora.menu.filter(
    (section) => section.idSectionType === idSectionType && section.menuOption?.length,
  );
  return (
    withOptions.find((section) => section !== homeSection) ?? withOptions[0] ?? sectionOfType(idSectionType)
  );
};

export const menuItems = (raw: readonly unknown[]) => validateItems<MenuOption>(validate, 'menu-option', raw);
export const contentItems = (raw: readonly unknown[]) =>
  validateItems<ContentItem>(validate, 'content-item', raw);

/**
 * The args of a content list section's story: the demo tenant's first section of the type, its
 * design format and its content items, checked as the app checks them. `content` is the raw list,
 * for a story that draws a part or a variation of it.
 */
export function contentListStory(idSectionType: number) {
  const section = sectionOfType(idSectionType);
  const format = formatOf(section);
  const content = contentOf(section);
  return { section, format, content, args: { section, format, items: contentItems(content) } };
}

/**
 * A story of such a section drawing other raw items (a part or a variation of the demo's), checked
 * as the app checks them: its args replace only the items.
 */
export const itemsStory = (raw: readonly unknown[]) => ({ args: { items: contentItems(raw) } });

/** The same for a section drawing its menu options (a menu map, tiles, a home layout). */
export function menuOptionsStory(section: MenuSection) {
  const format = formatOf(section);
  const options = optionsOf(section);
  return { section, format, options, args: { section, format, items: menuItems(options) } };
}

/**
 * The args of a section's story that draws no items of the menu (a redirect, a form, a list it loads
 * itself): the demo tenant's first section of the type, no design format.
 */
export function sectionStory(idSectionType: number) {
  const section = sectionOfType(idSectionType);
  return { section, args: { section, format: {}, items: [] } };
}

/** Raw items that fail their schema: a menu option without text, a content item without text. */
export const invalidOption = { sectionTo: 5 };
export const invalidContent = { idContentItem: 3, idContentType: 2 };
