// What every block draws around its content: its title (the block's, else its parameters'), its text,
// and its margins (parameters marginTop and marginBottom, in px). The section is named by its title.
import { createContext, useContext, useId, type ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { BlockPayload } from '../../engine';
import * as css from './BlockFrame.css';

interface Props extends BlockPayload {
  children: ReactNode;
  /** False when the renderer draws the title and text itself (the title section). */
  heading?: boolean;
  /** False when the renderer draws the text itself (the text section's HTML). */
  withText?: boolean;
  /** False when the content is itself a named region (a carousel): no two landmarks of one name. */
  landmark?: boolean;
}

/**
 * The level of a block's title: 2 under a page's own h1 (the home, a level page), 1 where the block
 * is the page itself (/cardlist), so every page has one h1 and no level is skipped.
 */
export const BlockTitleLevel = createContext<1 | 2>(2);

/** The block's title and text: its own, else its parameters'. */
export const blockHeading = ({ block, parameters }: BlockPayload) => ({
  title: block.title ?? parameters.title,
  text: block.text ?? parameters.description,
});

export function BlockFrame({
  block,
  parameters,
  children,
  heading = true,
  withText = heading,
  landmark = true,
}: Props) {
  const headingId = useId();
  const Title = useContext(BlockTitleLevel) === 1 ? 'h1' : 'h2';
  const own = blockHeading({ block, parameters });
  const title = heading ? own.title : undefined;
  const text = withText ? own.text : undefined;
  const { marginTop, marginBottom } = parameters;
  const margins = {
    ...(marginTop === undefined ? {} : { [css.marginTop]: `${marginTop}px` }),
    ...(marginBottom === undefined ? {} : { [css.marginBottom]: `${marginBottom}px` }),
  };
  return (
    <section
      className={css.frame}
      aria-labelledby={title && landmark ? headingId : undefined}
      style={assignInlineVars(margins)}
      data-block={block.blockType}
    >
      {title ? (
        <Title id={headingId} className={css.title}>
          {title}
        </Title>
      ) : null}
      {text ? <p className={css.text}>{text}</p> : null}
      {children}
    </section>
  );
}
