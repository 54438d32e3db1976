// The props every renderer kind receives: validated, typed, never raw server JSON. Each kind has a
// payload (what the screen hands the dispatcher) and, for list renderers, the checked items.
import type { ContentItem, DesignFormat, MenuOption, MenuSection } from '../generated/types';
import type { ItemResult } from './items';

export type { ItemResult };

/** What a section or home layout is drawn from, besides its items. */
export interface SectionPayload {
  section: MenuSection;
  format: DesignFormat;
}

/** A section renderer draws one section of the menu with its own design format. */
export type SectionRendererProps<Item = ContentItem | MenuOption> = SectionPayload & {
  /** Each item already checked against the registration's itemSchema. */
  items: ItemResult<Item>[];
};

/** A home layout draws the home section's menu options (design key home.homeType). */
export type HomeLayoutProps = SectionRendererProps<MenuOption>;

export interface BlockPayload {
  block: {
    blockType: string;
    idBlock?: number;
    title?: string;
    text?: string;
    parameters?: Record<string, unknown>;
  };
}

export type BlockRendererProps = BlockPayload & { items: ItemResult<unknown>[] };

export interface ContentRendererProps {
  item: ContentItem;
  idSection?: number;
}
