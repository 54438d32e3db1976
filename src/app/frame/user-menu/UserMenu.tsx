// The content app's user menu (issue 20; content-app.md 2.1, 2.4): the places the tenant has
// (entries.ts), 'Trocar de aplicativo' for a person with accounts in other apps, and 'Sair', which
// signs out at once as the content app's top bar always has (content-app.md asks no question there;
// the learning header's menu confirms). A menu on react-aria-components: the focus goes to the first
// entry, arrows move between entries, Escape, Tab or a click outside close it and the focus returns
// to the button. Its entries are links (the router follows them; a middle click opens a tab). This
// module loads on the first open, or as the pointer or the focus reaches the button: the first paint
// carries only the button (UserMenuButton).
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { Menu, MenuItem, Popover, RouterProvider, Separator, type Key } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { useAppSwitch } from '../../../features/app-switch';
import { appSwitchMessages } from '../../../i18n/app-switch';
import { messages } from '../../../i18n/messages';
import { useMenuData } from '../../../session';
import { useLogout } from '../useLogout';
import { contentUserMenuEntries } from './entries';
import * as css from './userMenu.css';

interface Props {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onClose: () => void;
}

const SWITCH = 'trocar-de-aplicativo';
const LOGOUT = 'sair';

export default function UserMenu({ triggerRef, isOpen, onClose }: Props) {
  const navigate = useNavigate();
  const menuData = useMenuData();
  const logout = useLogout();
  // Mounted from the first open on, so the app switch's dialog outlives the menu that opened it.
  const appSwitch = useAppSwitch(triggerRef);
  const entries = useMemo(() => (menuData ? contentUserMenuEntries(menuData) : []), [menuData]);
  const popover = useRef<HTMLElement>(null);
  // react-aria draws the popover as a modal dialog and focuses it as it opens, which can come after the
  // menu has focused its first entry, and a menu opened again focuses itself, not an entry: from the
  // popover or the menu, the focus goes on to the entry the menu has as focused (else the first). Tab
  // leaves the menu as it leaves any menu: closed, the focus back on its button.
  useEffect(() => {
    const element = popover.current;
    if (!isOpen || !element) return;
    const toEntry = () => {
      const active = document.activeElement;
      if (active !== element && active?.getAttribute('role') !== 'menu') return;
      const entry =
        element.querySelector<HTMLElement>('[role="menuitem"][data-focused]') ??
        element.querySelector<HTMLElement>('[role="menuitem"]');
      entry?.focus();
    };
    const closeOnTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      event.preventDefault();
      onClose();
    };
    toEntry();
    element.addEventListener('focusin', toEntry);
    element.addEventListener('keydown', closeOnTab);
    return () => {
      element.removeEventListener('focusin', toEntry);
      element.removeEventListener('keydown', closeOnTab);
    };
  }, [isOpen, onClose]);
  if (!menuData) return null;

  // The dialog react-aria draws around the menu and the menu itself say the same.
  const label = `${messages.userMenuOf} ${menuData.loginInfo.name}`;

  function act(key: Key) {
    onClose();
    if (key === SWITCH) appSwitch.open();
    if (key === LOGOUT) logout();
  }
  return (
    <>
      {isOpen ? (
        <Popover
          triggerRef={triggerRef}
          isOpen
          onOpenChange={(open) => !open && onClose()}
          placement="bottom end"
          offset={6}
          className={css.popover}
          ref={popover}
          aria-label={label}
        >
          {/* The entries' addresses are the app's own paths (no basename): the router follows them. */}
          <RouterProvider navigate={(path) => void navigate(path)}>
            <Menu
              aria-label={label}
              className={css.menu}
              // A menu button's menu takes the focus on its first entry as it opens (WAI-ARIA menu
              // button): react-aria's prop, not the DOM attribute.
              autoFocus="first"
              onAction={act}
            >
              {entries.map((entry) => (
                <MenuItem key={entry.place} id={entry.place} href={entry.to} className={css.item}>
                  {entry.label}
                </MenuItem>
              ))}
              <Separator className={css.separator} />
              {appSwitch.available ? (
                <MenuItem id={SWITCH} className={css.item}>
                  {appSwitchMessages.open}
                </MenuItem>
              ) : null}
              <MenuItem id={LOGOUT} className={css.item}>
                {messages.logout}
              </MenuItem>
            </Menu>
          </RouterProvider>
        </Popover>
      ) : null}
      {appSwitch.dialog}
    </>
  );
}
