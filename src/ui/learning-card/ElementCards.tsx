// A block's elements as learning cards, each through its ItemSlot (an invalid element shows the
// engine's fallback in its place): a grid of the format's columns, or one card per line.
import { createContext, useContext } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ItemSlot, type ItemResult } from '../../engine';
import type { Element } from '../../generated/types';
import { EAGER_COUNT } from '../cards/CardImage';
import { useViewportWidth } from '../useViewportWidth';
import { blockElementUnlocked } from '../../shared-rules/learning-cards';
import { columnsFor, type CardFormat, type CardVariant } from './columns';
import { elementView, type ElementView } from './elementView';
import { LearningCard } from './LearningCard';
import * as css from './LearningCard.css';

/** The number of cards per row for a format on this screen, following resizes. */
export const useColumns = (format: CardFormat) => columnsFor(format, useViewportWidth());

interface Props {
  items: ItemResult<Element>[];
  format: CardFormat;
  variant?: CardVariant;
  /** 'stack' draws one card per line. */
  layout?: 'grid' | 'stack';
  /** Names the list when the block has no title. */
  label?: string;
  /** Search results: their learning pages are told so. */
  fromSearch?: boolean;
  /** Where each card leads, when not where its element does (elementPath). */
  hrefOf?: (view: ElementView) => string | undefined;
}

/**
 * True inside a learning page of an enrollment: there a block's elements unlock one after the other
 * (4.3, "an element is unlocked only if the previous element has progress 100"); on the home and in
 * catalogs nothing is enrolled yet, so nothing is locked by its block.
 */
export const BlockLocking = createContext(false);

export function ElementCards({ items, format, variant, layout = 'grid', label, fromSearch, hrefOf }: Props) {
  const columns = useColumns(format);
  const locking = useContext(BlockLocking);
  const progresses = items.map((item) => (item.ok ? elementView(item.value).progress : undefined));
  return (
    <ul
      className={layout === 'grid' ? css.grid : css.stack}
      style={layout === 'grid' ? assignInlineVars({ [css.columns]: String(columns) }) : undefined}
      aria-label={label}
    >
      {items.map((item, position) => (
        <li key={item.index}>
          <ItemSlot item={item}>
            {(element) => {
              const view = {
                ...elementView(element),
                locked: locking && !blockElementUnlocked(progresses, position),
              };
              return (
                <LearningCard
                  view={view}
                  format={format}
                  variant={variant}
                  eager={item.index < EAGER_COUNT}
                  fromSearch={fromSearch}
                  {...(hrefOf ? { href: hrefOf(view) } : {})}
                />
              );
            }}
          </ItemSlot>
        </li>
      ))}
    </ul>
  );
}

/** Cards of views made by a screen (a page's child nodes and contents), in the format's columns. */
export function ViewCards({
  views,
  format,
  label,
}: {
  views: ElementView[];
  format: CardFormat;
  label?: string;
}) {
  const columns = useColumns(format);
  return (
    <ul className={css.grid} style={assignInlineVars({ [css.columns]: String(columns) })} aria-label={label}>
      {views.map((view, index) => (
        <li key={`${view.kind}-${view.nodeCode ?? view.idContentItem ?? index}`}>
          <LearningCard view={view} format={format} eager={index < EAGER_COUNT} />
        </li>
      ))}
    </ul>
  );
}
