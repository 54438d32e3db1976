import type { ReactNode } from 'react';
import { Loaded } from '../../ui/loaded';
import { PopoverPanel } from '../../ui/popover/PopoverPanel';
import * as css from './learningFrame.css';

/**
 * A header menu that loads what it lists when first opened: its button and its panel say `title`;
 * the list waits, fails and retries as every loaded part does (ADR 0009).
 */
export function HeaderPanel({
  title,
  subject,
  children,
}: {
  title: string;
  /** What loads, for the loading and failure states. */
  subject: string;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <PopoverPanel triggerClassName={css.headerButton} trigger={title} title={title}>
      {(close) => <Loaded subject={subject}>{children(close)}</Loaded>}
    </PopoverPanel>
  );
}
