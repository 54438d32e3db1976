// Routes of content-app.md 2.1 this build has, as one table: each row names its address (from
// paths.ts, where the links are written too), its screen and who may open it. useRoutes, not the data
// router: its loader and fetcher machinery would cost ~17 KB gzipped of the 120 KB initial budget and
// nothing here uses it. Screens outside the first paint load lazily, each inside a boundary so a
// failed chunk (offline) breaks only that screen.
import { lazy, Suspense, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary, Loading, useEngine } from '../engine';
import { useTenant } from '../session/tenant';
import { useMenuData } from '../session';
import { setLoggedOutHandler } from '../api/instance';
import type { VideoProvider } from '../api/video-playlist';
import { queryClient } from '../api/query-client';
import { learningPrefixes, route, routes } from '../paths/paths';
import { Root } from './Root';
import { RequireSession } from './routes/RequireSession';
import { RequireTerms, TermsRoute } from './routes/RequireTerms';
import { SignedIn } from './routes/SignedIn';
import { HomeScreen } from './routes/HomeScreen';
import { SectionScreen } from './routes/SectionScreen';
import { NotFound } from '../ui/NotFound';
import { learningHomeScreen } from './learning-modules';
import { unsuspended } from '../engine/preloadable';
import { promptsMayShow } from './home-prompts/mayShow';

function Screen({ children }: { children: ReactNode }) {
  const { preview } = useEngine();
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.pathname} preview={preview}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** A 401 has already cleared the session: go to "/" inside the router, whose guard shows the login. */
function LoggedOutRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      setLoggedOutHandler(() => {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'tenant' });
        navigate(routes.home.to(), { replace: true });
      }),
    [navigate],
  );
  return null;
}

/**
 * A row is behind the session guard, the terms gate and the signed-in frame unless its guard says
 * 'public' or 'before-terms' (so a forgotten guard keeps a screen private). A screen outside the first paint is its module, loaded
 * on first open inside a boundary; the first paint's screens (the home and the section) are
 * elements that bring their own boundaries.
 */
type ScreenRoute = { route: { pattern: string }; guard?: 'public' | 'before-terms' } & (
  { load: () => Promise<{ default: ComponentType }> } | { element: ReactElement }
);

const player = (provider: VideoProvider) => () =>
  import('../features/video-playlist/VideoPlayerScreen').then(({ default: Player }) => ({
    default: () => <Player provider={provider} />,
  }));

const notificationList = () => import('../features/messages/MessagesScreen');

const learningHome = (
  <Screen>
    <learningHomeScreen.Unsuspended waiting={<Loading />} />
  </Screen>
);
const learningScreens = lazyScreen(() => import('./learning/LearningScreens'));

// Order only matters for readers: react-router ranks patterns, so /:slug/:idSection never hides
// /messages/:id.
export const screenRoutes: ScreenRoute[] = [
  { route: routes.login, guard: 'public', load: () => import('../features/login/LoginScreen') },
  { route: routes.landing, guard: 'public', load: () => import('../features/landing') },
  { route: routes.activateUser, guard: 'public', load: () => import('../features/login/ActivateUserScreen') },
  { route: routes.registration, guard: 'public', load: () => import('../features/login/RegistrationScreen') },
  {
    route: routes.certificateAuthenticity,
    guard: 'public',
    load: () => import('../features/certificate-authenticity'),
  },
  // Signed in, outside the terms gate and the frame: where the gate sends a user who owes the terms.
  { route: routes.terms, guard: 'before-terms', element: <TermsRoute /> },
  { route: routes.home, element: <Home /> },
  { route: routes.homeAlias, element: <Home /> },
  { route: routes.content, load: () => import('./routes/ContentScreen') },
  { route: routes.userUpload, load: () => import('../features/user-upload') },
  { route: routes.messages, load: notificationList },
  { route: routes.message, load: () => import('../features/messages/MessageScreen') },
  // /blast is "referenced, not shown" (content-app.md 2.1): a blast is a message sent to everyone, so
  // the address shows the tenant's broadcast messages, its notification list, as /messages does.
  { route: routes.blast, load: notificationList },
  { route: routes.cardMenu, load: () => import('../features/card-menu') },
  { route: routes.userProfile, load: () => import('../features/user-profile') },
  { route: routes.store, load: () => import('../features/store/StoreRedirect') },
  { route: routes.storeProduct, load: () => import('../features/store/ProductScreen') },
  { route: routes.storeCart, load: () => import('../features/store/CheckoutScreen') },
  { route: routes.profile, load: () => import('../features/profile/ProfileScreen') },
  { route: routes.editProfile, load: () => import('../features/profile/EditProfileScreen') },
  { route: routes.editProfileStyle, load: () => import('../features/profile/EditProfileStyleScreen') },
  { route: routes.chatRoom, load: () => import('../features/chat/ChatRoomScreen') },
  { route: routes.supportAccess, load: () => import('../features/support-access/SupportAccessScreen') },
  { route: routes.livePlayer, load: () => import('./routes/LivePlayerScreen') },
  { route: routes.youtubePlayer, load: player('youtube') },
  { route: routes.wistiaPlayer, load: player('wistia') },
  { route: routes.uploadForm, load: () => import('./routes/UploadFormScreen') },
  // The learning area's screens: one lazy module with its own table (learning/LearningScreens.tsx).
  ...learningPrefixes.map((prefix) => ({ route: route(`/${prefix}/*`), element: learningScreens })),
  { route: routes.section, element: <SectionScreen /> },
  // Behind the session like the rest (learning-area.md 2.2 lists the catch-all among the signed-in
  // routes): a signed-out visitor signs in first, then sees it inside the frame.
  { route: routes.notFound, element: <NotFound /> },
];

/** A screen's module, loaded when first opened, in its own boundary. */
function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  const Loaded = lazy(load);
  return (
    <Screen>
      <Loaded />
    </Screen>
  );
}

/**
 * A learning tenant's home is its blocks (app details learningArea), a lazy screen, so the content
 * app's first paint does not carry it; the content app's is the first menu section. Over either, the
 * home's prompts of content-app.md 2.1 take turns (home-prompts/HomePrompts.tsx).
 */
function Home() {
  const learningArea = useTenant().learningArea;
  return (
    <>
      {learningArea ? learningHome : <HomeScreen />}
      <HomePrompts />
      <HomePlanPrompts />
    </>
  );
}

// Both prompt modules draw without Suspense (engine/preloadable.ts): a reveal waits behind the home's blocks.
const PromptSequence = unsuspended(() => import('./home-prompts/HomePrompts'));

/** The home's prompts, loaded only when one may show (mayShow.ts): the 120 KB first paint has no room. */
function HomePrompts() {
  const info = useMenuData()?.loginInfo;
  const app = useTenant();
  const { state } = useLocation();
  if (!promptsMayShow(info, app, state)) return null;
  return <PromptSequence />;
}

const PlanPrompts = unsuspended(() => import('../features/plans/PlanPrompts'));

/**
 * The plan modal and the upgrade campaign of the home (learning-area.md 4.8, 9; content-app.md 9), for a
 * company on a plan (login info activePlan, content-app.md 3): its module loads only then.
 */
function HomePlanPrompts() {
  const { preview } = useEngine();
  if (!useMenuData()?.loginInfo.activePlan) return null;
  return (
    <ErrorBoundary preview={preview}>
      <PlanPrompts />
    </ErrorBoundary>
  );
}

const routesFor = (wanted: ScreenRoute['guard']): RouteObject[] =>
  screenRoutes
    .filter(({ guard }) => guard === wanted)
    .map((row) => {
      const element = 'load' in row ? lazyScreen(row.load) : row.element;
      return row.route === routes.home ? { index: true, element } : { path: row.route.pattern, element };
    });

const tree: RouteObject[] = [
  {
    path: routes.home.pattern,
    element: <Root />,
    children: [
      ...routesFor('public'),
      {
        element: <RequireSession />,
        children: [
          ...routesFor('before-terms'),
          {
            element: <RequireTerms />,
            children: [{ element: <SignedIn />, children: routesFor(undefined) }],
          },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  const screen = useRoutes(tree);
  return (
    <>
      <LoggedOutRedirect />
      {screen}
    </>
  );
}
