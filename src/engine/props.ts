// The props every renderer kind receives: validated, typed, never raw server JSON.
import type { ContentItem, DesignFormat, MenuOption, MenuSection } from '../generated/types';
import type { ItemResult } from './items';

export type { ItemResult };

/** A section renderer draws one section of the menu with its own design format. */
export interface SectionRendererProps<Item = ContentItem | MenuOption> {
  section: MenuSection;
  format: DesignFormat;
  /** Each item already checked against the registration's itemSchema. */
  items: ItemResult<Item>[];
}

/** A home layout draws the home section's menu options (design key home.homeType). */
export interface HomeLayoutProps {
  section: MenuSection;
  format: DesignFormat;
  items: ItemResult<MenuOption>[];
}

export interface BlockRendererProps {
  block: {
    blockType: string;
    idBlock?: number;
    title?: string;
    text?: string;
    parameters?: Record<string, unknown>;
  };
  items: ItemResult<unknown>[];
}

export interface ContentRendererProps {
  item: ContentItem;
  idSection?: number;
}
