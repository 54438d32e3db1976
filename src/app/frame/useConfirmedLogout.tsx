// The learning header's Sair (learning-area.md 8, "Confirmations"): 'Tem certeza de que deseja
// sair?' before the session ends. The content app's top bar signs out at once: content-app.md asks
// no question there (its terms screen's "Sair" logs out directly too).
import { useState, type ReactElement, type RefObject } from 'react';
import { messages } from '../../i18n/messages';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useLogout } from './useLogout';

/**
 * `ask` opens the question (from a button or a menu item); render `dialog` beside it. Asked from a
 * menu that closes meanwhile, `returnFocusTo` is the menu's button, where a "no" puts the focus back.
 */
export function useConfirmedLogout(returnFocusTo?: RefObject<HTMLElement | null>): {
  ask: () => void;
  dialog: ReactElement;
} {
  const logout = useLogout();
  const [asking, setAsking] = useState(false);
  const dialog = (
    <ConfirmDialog
      open={asking}
      question={messages.logoutConfirm}
      confirmLabel={messages.logout}
      onCancel={() => setAsking(false)}
      returnFocusTo={returnFocusTo}
      onConfirm={() => {
        setAsking(false);
        logout();
      }}
    />
  );
  return { ask: () => setAsking(true), dialog };
}
