// Nodes of a listing as the elements the learning cards draw, and how many a paged list asks for.
import { useState } from 'react';
import type { ItemResult } from '../../engine';
import type { Element, Node } from '../../generated/types';
import type { NodePage, PageSizes } from '../../api/learning-catalog';
import { fetchSizes, nodeElement, type CardFormat } from '../../ui/learning-card';

/** Each checked node as its NODE element; a node that failed its check stays a failed item. */
export const asElements = (items: readonly ItemResult<Node>[]): ItemResult<Element>[] =>
  items.map((item) => (item.ok ? { ...item, value: nodeElement(item.value) } : item));

// A page's elements, made once: a list of thousands gains a page at a time, and making every
// element again at each page (new objects for the whole list) kept the garbage collector busy and
// drew every card on screen again.
const elementsOfPage = new WeakMap<NodePage, ItemResult<Element>[]>();

/** The elements of every page loaded, in order; a page already seen gives the same objects. */
export function pagesAsElements(pages: readonly NodePage[]): ItemResult<Element>[] {
  return pages.flatMap((page) => {
    let elements = elementsOfPage.get(page);
    if (!elements) {
      elements = asElements(page.items);
      elementsOfPage.set(page, elements);
    }
    return elements;
  });
}

/**
 * The page sizes of the screen the list opened on (learning-area.md 9): fixed for the list's life, so
 * a resize does not start the list again from its first page.
 */
export function usePageSizes(format: CardFormat): PageSizes {
  const [sizes] = useState(() =>
    fetchSizes(format, typeof window === 'undefined' ? 1024 : window.innerWidth),
  );
  return sizes;
}
