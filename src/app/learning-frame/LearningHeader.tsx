// The learning header (learning-area.md 2.4 "Header"): the side menu of products, back (or close on
// the search results, whose opening reset the history), the tenant's logo leading home, the search,
// the in-progress menu, the enrolment tree and the user dropdown. / and /home are both the home (2.2):
// no way back from there.
import { Link, useLocation, useMatch, useNavigate } from 'react-router-dom';
import { messages } from '../../i18n/messages';
import { frameMessages } from '../../i18n/learning-frame';
import { brandName, logo } from '../frame/frame.css';
import { useGoBack } from '../../ui/useGoBack';
import { learningRoutes } from '../../paths/learning-paths';
import { useMenuData } from '../../session';
import { useTenant } from '../../session/tenant';
import { EnrollmentTreeMenu } from './EnrollmentTreeMenu';
import { HeaderSearch } from './HeaderSearch';
import { InProgressMenu } from './InProgressMenu';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';
import { useScrolledAway } from './useScrolledAway';
import * as css from './learningFrame.css';
import { TenantLogo } from '../../ui/TenantLogo';

export function LearningHeader() {
  const app = useTenant();
  const loginInfo = useMenuData()?.loginInfo;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const isHome = pathname === '/' || pathname === '/home';
  const onSearchResults = useMatch(learningRoutes.searchResult.pattern) !== null;
  // On a small screen the header slides away while the page is read (css.header); a Tab into it shows it.
  const scrolledAway = useScrolledAway();
  return (
    <header className={css.header} data-testid="top-bar" data-scrolled-away={scrolledAway || undefined}>
      <SideMenu />
      {isHome ? null : onSearchResults ? (
        <button type="button" className={css.headerButton} onClick={() => void navigate('/')}>
          <span aria-hidden="true">✕ </span>
          {frameMessages.close}
        </button>
      ) : (
        <button type="button" className={css.headerButton} onClick={goBack} aria-label={messages.goBack}>
          ←
        </button>
      )}
      <Link to="/" className={css.brand} aria-label={`${app.name} — ${messages.home}`}>
        <TenantLogo app={app} className={logo} height={36} alt="" />
        {/* Beside a logo the name shows only where the header has room for it. */}
        <span className={app.logo ? `${brandName} ${css.roomyOnly}` : brandName}>{app.name}</span>
      </Link>
      <HeaderSearch />
      {loginInfo ? (
        <div className={css.actions}>
          <InProgressMenu idUser={loginInfo.idUser} />
          <EnrollmentTreeMenu />
          <UserMenu loginInfo={loginInfo} />
        </div>
      ) : null}
    </header>
  );
}
