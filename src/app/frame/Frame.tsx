// The page frame: top bar, bottom menu and footer, each driven by the current section's design.
import { Outlet } from 'react-router-dom';
import { useMenuData } from '../session';
import { NO_ITEMS, designFor, frameFlags } from '../tenant/design';
import { useTenant } from '../tenant/TenantContext';
import { BottomMenu } from './BottomMenu';
import { useCurrentSectionId } from './currentSection';
import { TopBar } from './TopBar';
import { PageTrail } from './PageTrail';
import * as css from './frame.css';

const YEAR = new Date().getFullYear();

export function Frame() {
  const menuData = useMenuData();
  const app = useTenant();
  const menu = menuData?.menu ?? NO_ITEMS;
  const idSection = useCurrentSectionId(menu);
  const flags = frameFlags(designFor(menuData?.design ?? NO_ITEMS, idSection));
  return (
    <div className={css.shell}>
      {flags.showTopBar ? <TopBar /> : null}
      <main
        className={[css.main, flags.showBottomMenu || flags.showFooter ? css.withBottomMenu : ''].join(' ')}
      >
        <PageTrail menu={menu} idSection={idSection} />
        <Outlet />
      </main>
      {flags.showFooter ? (
        <footer className={[css.footer, flags.showBottomMenu ? css.footerPadding : ''].join(' ')}>
          © {YEAR} {app.name}
        </footer>
      ) : null}
      {flags.showBottomMenu ? <BottomMenu menu={menu} /> : null}
    </div>
  );
}
