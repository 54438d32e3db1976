// While support access lasts (learning-area.md 4.11), every screen says whose account is open, with
// the way out. The app passes its exit (the logout of the support session, which brings the support
// user's own session back).
import { supportMessages as text } from '../../i18n/support-access';
import { useMenuData, useSupportOrigin } from '../../session';
import * as css from './supportAccess.css';

export default function SupportBanner({ onExit }: { onExit: () => void }) {
  const origin = useSupportOrigin();
  const accessed = useMenuData()?.loginInfo.name;
  if (!origin || !accessed) return null;
  return (
    <aside className={css.banner} aria-label={text.bannerLabel}>
      <span>{text.banner(accessed)}</span>
      <button type="button" className={css.bannerButton} onClick={onExit}>
        {text.exit}
      </button>
    </aside>
  );
}
