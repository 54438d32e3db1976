// A modal on the native <dialog>: the browser keeps focus inside, Escape closes it, focus returns
// to the opener (here too, for browsers that do not restore it), and the top layer needs no portal
// or scroll lock in JS (react-aria works under the CSP, docs/decisions/0008-react-aria-under-the-csp.md,
// but the native element already does all of this).
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import * as css from './Modal.css';

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** Where the focus goes back to when the opener is gone (a menu item whose menu closed as it opened this). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Where the focus goes when it opens, instead of the first focusable element (a frame would keep it). */
  initialFocus?: RefObject<HTMLElement | null>;
}

export function Modal({
  open,
  onClose,
  title,
  children,
  role = 'dialog',
  className,
  returnFocusTo,
  initialFocus,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      initialFocus?.current?.focus();
    }
    // Closed from the start (mounted closed, or returnFocusTo changed while closed): the focus is
    // none of its business; taking it would move it to returnFocusTo on page load.
    if (!open && opener.current === null) return;
    if (!open) {
      if (element.open) element.close();
      // Browsers without dialog focus restoration leave the focus on the page: give it back to
      // what opened the dialog, unless what the dialog did already put it somewhere on purpose.
      const back = returnFocusTo?.current ?? opener.current;
      opener.current = null;
      const lost = document.activeElement === document.body || element.contains(document.activeElement);
      if (lost && back instanceof HTMLElement && back.isConnected) back.focus();
    }
  }, [open, returnFocusTo, initialFocus]);
  return (
    // The backdrop click is a mouse shortcut; the keyboard's is Escape, native to <dialog>.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      role={role}
      aria-labelledby={titleId}
      className={className ? `${css.dialog} ${className}` : css.dialog}
      // Only its own close: React hands a nested dialog's (a confirmation inside a drawer) to every
      // dialog around it, which closed the drawer with the question.
      onClose={(event) => event.target === event.currentTarget && onClose()}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {open ? (
        <>
          <h2 id={titleId} className={css.title}>
            {title}
          </h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
