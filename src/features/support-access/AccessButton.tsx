import { supportMessages as text } from '../../i18n/support-access';
import type { SupportUser } from './SupportUserTable';
import * as css from './supportAccess.css';

/** 'Acessar' on a user's card or row, named for that user; the dialog opens from it. */
export function AccessButton({
  user,
  onAccess,
}: {
  user: SupportUser;
  onAccess: (user: SupportUser, from: HTMLElement) => void;
}) {
  return (
    <button
      type="button"
      className={css.rowButton}
      aria-label={text.accessOf(user.name)}
      onClick={(event) => onAccess(user, event.currentTarget)}
    >
      {text.access}
    </button>
  );
}
