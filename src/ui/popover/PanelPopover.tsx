// The open panel of PopoverPanel, on react-aria-components: placed under its button, a dialog named
// by its heading, closed by Escape or a click outside (its underlay takes every click outside, one on
// its own button too), the focus moved in and given back to the button.
import type { ReactNode, RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import * as css from './PopoverPanel.css';

interface Props {
  triggerRef: RefObject<HTMLButtonElement | null>;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export default function PanelPopover({ triggerRef, title, onClose, children }: Props) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      className={css.popover}
      placement="bottom end"
      offset={6}
    >
      <Dialog className={css.dialog}>
        <Heading slot="title" className={css.title}>
          {title}
        </Heading>
        {children}
      </Dialog>
    </Popover>
  );
}
