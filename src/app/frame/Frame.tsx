// The page frame: top bar, bottom menu and footer, each driven by the current section's design.
import { Outlet } from 'react-router-dom';
import { useTenant } from '../../session/tenant';
import { BottomMenu } from './BottomMenu';
import { TopBar } from './TopBar';
import { PageTrail } from './PageTrail';
import { useFrameLayout } from './useFrameLayout';
import * as css from './frame.css';

const YEAR = new Date().getFullYear();

export function Frame() {
  const app = useTenant();
  const { menu, idSection, flags } = useFrameLayout();
  return (
    <div
      className={[
        css.shell,
        flags.showTopBar ? css.hasTopBar : '',
        flags.showBottomMenu ? css.hasBottomMenu : '',
      ].join(' ')}
    >
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
