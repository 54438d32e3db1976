// A header panel that opens under its button (the learning header's in-progress menu, enrolment tree
// and user dropdown): the button opens it with Enter, Space or a click and says so (aria-expanded,
// aria-haspopup="dialog"); inside, the panel is a dialog named by its title on react-aria-components
// (PanelPopover): Tab walks its links and buttons, Escape or a click outside closes it and the focus
// returns to the button. Its content is drawn only while open, so what it loads is asked for then.
// The button is the page's own and the panel's module loads on the first open (or as the pointer or the
// focus reaches the button): react-aria's overlay machinery is 36 KB gzipped that the learning frame's
// first paint no longer waits for (issue 21). It opens without Suspense (engine/preloadable.ts): a
// boundary's reveal waited behind the learning home's blocks.
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { preloadable } from '../../engine/preloadable';

const panel = preloadable(() => import('./PanelPopover'));

interface Props {
  /** What the button shows (its name: keep the visible words in it). */
  trigger: ReactNode;
  /** The button's accessible name when it shows no words (an icon). */
  triggerLabel?: string;
  /** The panel's heading (pt-BR), which names it. */
  title: string;
  /** The panel's content; `close` closes it (after a link is followed). */
  children: (close: () => void) => ReactNode;
  /** The button's look (the header's bar button). */
  triggerClassName: string;
  triggerRef?: RefObject<HTMLButtonElement | null>;
}

export function PopoverPanel({
  trigger,
  triggerLabel,
  title,
  children,
  triggerClassName,
  triggerRef,
}: Props) {
  const [open, setOpen] = useState(false);
  const ownRef = useRef<HTMLButtonElement>(null);
  const button = triggerRef ?? ownRef;
  const close = () => setOpen(false);
  const warm = () => void panel.preload().catch(() => undefined);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        onPointerEnter={warm}
        onFocus={warm}
      >
        {trigger}
      </button>
      {open ? (
        <panel.Unsuspended triggerRef={button} title={title} onClose={close}>
          {children(close)}
        </panel.Unsuspended>
      ) : null}
    </>
  );
}
