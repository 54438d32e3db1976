// A header panel that opens under its button (the learning header's in-progress menu, enrolment tree
// and user dropdown) on react-aria-components: the button opens it with Enter, Space or a click and
// says so (aria-expanded, aria-haspopup="dialog"); inside, the panel is a non-modal dialog named by
// its title, Tab walks its links and buttons, Escape or a click outside closes it and the focus
// returns to the button. Its content is drawn only while open, so what it loads is asked for then.
import type { ReactNode, Ref } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import * as css from './PopoverPanel.css';

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
  triggerRef?: Ref<HTMLButtonElement>;
}

export function PopoverPanel({
  trigger,
  triggerLabel,
  title,
  children,
  triggerClassName,
  triggerRef,
}: Props) {
  return (
    <DialogTrigger>
      <Button ref={triggerRef} className={triggerClassName} aria-label={triggerLabel} aria-haspopup="dialog">
        {trigger}
      </Button>
      <Popover className={css.popover} placement="bottom end" offset={6}>
        <Dialog className={css.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={css.title}>
                {title}
              </Heading>
              {children(close)}
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
