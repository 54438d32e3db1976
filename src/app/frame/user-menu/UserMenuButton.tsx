// The top bar's user menu button: the user's first name (the visible words that name it, "Menu de
// Ana" for assistive technology). Enter, Space or a click toggle the menu, ArrowDown opens it; the
// menu itself (UserMenu.tsx) is a lazy module, loaded early as the pointer or the focus arrives, and
// drawn without Suspense (engine/preloadable.ts: a reveal waits behind the page's own loading).
import { useCallback, useRef, useState } from 'react';
import { preloadable } from '../../../engine/preloadable';
import { messages } from '../../../i18n/messages';

const menu = preloadable(() => import('./UserMenu'));

export function UserMenuButton({ name, className }: { name: string; className: string }) {
  const button = useRef<HTMLButtonElement>(null);
  // null until the first open: the menu's module is not mounted (nor loaded) before.
  const [open, setOpen] = useState<boolean | null>(null);
  const close = useCallback(() => setOpen(false), []);
  const warm = () => void menu.preload().catch(() => undefined);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={open === true}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
        }}
        onPointerEnter={warm}
        onFocus={warm}
      >
        <span className="visually-hidden">{messages.userMenuOf}</span> {name.trim().split(/\s+/)[0]}
        <span aria-hidden="true"> ▾</span>
      </button>
      {open === null ? null : <menu.Unsuspended triggerRef={button} isOpen={open} onClose={close} />}
    </>
  );
}
