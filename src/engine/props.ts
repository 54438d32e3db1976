// The props every renderer kind receives: validated, typed, never raw server JSON. Each kind has a
// payload (what the screen hands the dispatcher) and, for list renderers, the checked items.
import type {
  Block,
  BlockParameters,
  ContentItem,
  DesignFormat,
  Element,
  MenuOption,
  MenuSection,
} from '../generated/types';
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

/** What a block is drawn from: the engine checks `parameters` against the line's payloadSchema. */
export interface BlockPayload {
  /** The block without its elements (they are its items) and its parameters. */
  block: Omit<Block, 'parameters' | 'elements'>;
  parameters: BlockParameters;
}

/** A block renderer: its parameters typed from its line's payloadSchema, its elements checked. */
export type BlockRendererProps<Parameters extends BlockParameters = BlockParameters> = BlockPayload & {
  parameters: Parameters;
  items: ItemResult<Element>[];
};

export interface ContentRendererProps {
  item: ContentItem;
  idSection?: number;
}
