// The signed-in frame of a learning tenant (app details learningArea; learning-area.md 2.4, 2.3):
// the learning header, the page, a footer with the learning trail (fed by the page on screen,
// trail.tsx) and the bottom menu of the content app's sections as its design says. Loaded lazily by
// SignedIn, so the content app's first paint does not carry it.
import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { messages } from '../../i18n/messages';
import type { Crumb } from '../../ui/breadcrumbs';
import { BottomMenu } from '../frame/BottomMenu';
import { LearningTrail } from '../frame/LearningTrail';
import { PageTrail } from '../frame/PageTrail';
import { footer as tenantLine, footerPadding, main, shell, withBottomMenu } from '../frame/frame.css';
import { useFrameLayout } from '../frame/useFrameLayout';
import { useTenant } from '../../session/tenant';
import { LearningHeader } from './LearningHeader';
import { useSendWaitingWrites } from './useSendWaitingWrites';
import { LearningTrailProvider, useTrailState } from '../../ui/learning-trail';
import * as css from './learningFrame.css';

const YEAR = new Date().getFullYear();
const HOME: Crumb = { label: messages.home, to: '/' };

export default function LearningFrame() {
  const app = useTenant();
  const { menu, idSection, flags } = useFrameLayout();
  const [named, setTrail] = useTrailState();
  useSendWaitingWrites();
  // The trail shows once the screen on show names it (the home names none after 'Início'): while a
  // screen's module or data loads, no footer waits at the bottom of the window to be pushed away as
  // the page fills (issue 21: the footer's shifts cost the learning home 0.24 of CLS).
  const crumbs = useMemo(() => (named ? [HOME, ...named] : null), [named]);
  // The home fills in block by block: it holds a screenful from the start, so the footer (the tenant's
  // line shows before any trail) starts below the fold instead of being pushed off the screen.
  const isHome = ['/', '/home'].includes(useLocation().pathname);
  const hasFooter = crumbs !== null || flags.showFooter;
  return (
    <LearningTrailProvider set={setTrail}>
      <div className={shell}>
        {flags.showTopBar ? <LearningHeader /> : null}
        <main
          className={[
            main,
            isHome ? css.screenful : '',
            flags.showBottomMenu && !hasFooter ? withBottomMenu : '',
          ].join(' ')}
        >
          <PageTrail menu={menu} idSection={idSection} />
          <Outlet />
        </main>
        {hasFooter ? (
          <footer className={[css.footer, flags.showBottomMenu ? footerPadding : ''].join(' ')}>
            {crumbs ? <LearningTrail crumbs={crumbs} className={css.footerTrail} /> : null}
            {flags.showFooter ? (
              <p className={tenantLine}>
                © {YEAR} {app.name}
              </p>
            ) : null}
          </footer>
        ) : null}
        {flags.showBottomMenu ? <BottomMenu menu={menu} /> : null}
      </div>
    </LearningTrailProvider>
  );
}
