// Routes of content-app.md 2.1 this build has, as one table: each row names its address (from
// paths.ts, where the links are written too), its screen and who may open it. useRoutes, not the data
// router: its loader and fetcher machinery would cost ~17 KB gzipped of the 120 KB initial budget and
// nothing here uses it. Screens outside the first paint load lazily, each inside a boundary so a
// failed chunk (offline) breaks only that screen.
import { lazy, Suspense, useEffect, type ReactElement, type ReactNode } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary, Loading, useEngine } from '../engine';
import { setLoggedOutHandler } from '../api/instance';
import { queryClient } from '../api/query-client';
import { routes, type AppRoute } from './paths';
import { Root } from './Root';
import { RequireSession } from './routes/RequireSession';
import { SignedIn } from './routes/SignedIn';
import { HomeScreen } from './routes/HomeScreen';
import { SectionScreen } from './routes/SectionScreen';
import { NotFound } from './routes/NotFound';

const LoginScreen = lazy(() => import('../features/login'));
const LandingPage = lazy(() => import('../features/landing'));
const ContentScreen = lazy(() => import('./routes/ContentScreen'));
const VideoPlayerScreen = lazy(() => import('../features/video-playlist/VideoPlayerScreen'));
const UserUploadScreen = lazy(() => import('../features/user-upload'));
const MessagesScreen = lazy(() => import('../features/messages/MessagesScreen'));
const MessageScreen = lazy(() => import('../features/messages/MessageScreen'));
const CardMenuScreen = lazy(() => import('../features/card-menu'));
const UserProfileScreen = lazy(() => import('../features/user-profile'));
const UploadFormScreen = lazy(() => import('../features/upload-form'));
const ChatRoomScreen = lazy(() => import('../features/chat/ChatRoomScreen'));
const ProfileScreen = lazy(() => import('../features/profile'));
const EditProfileScreen = lazy(() => import('../features/profile/EditProfileScreen'));
const StoreRedirect = lazy(() => import('../features/store/StoreRedirect'));
const StoreProductScreen = lazy(() => import('../features/store/ProductScreen'));
const StoreCheckoutScreen = lazy(() => import('../features/store/CheckoutScreen'));

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
 * public: anyone; signedIn: behind the session guard and the signed-in frame. Screens load
 * their chunk on first open, inside a boundary; `eager` ones (the home and the section screen) are in
 * the first paint and bring their own boundaries.
 */
interface ScreenRoute {
  route: AppRoute;
  screen: ReactElement;
  guard: 'public' | 'signedIn';
  eager?: true;
}

// Order only matters for readers: react-router ranks patterns, so /:slug/:idSection never hides
// /messages/:id.
const table: ScreenRoute[] = [
  { route: routes.login, screen: <LoginScreen />, guard: 'public' },
  { route: routes.landing, screen: <LandingPage />, guard: 'public' },
  { route: routes.home, screen: <HomeScreen />, guard: 'signedIn', eager: true },
  { route: routes.content, screen: <ContentScreen />, guard: 'signedIn' },
  { route: routes.userUpload, screen: <UserUploadScreen />, guard: 'signedIn' },
  { route: routes.messages, screen: <MessagesScreen />, guard: 'signedIn' },
  { route: routes.message, screen: <MessageScreen />, guard: 'signedIn' },
  { route: routes.cardMenu, screen: <CardMenuScreen />, guard: 'signedIn' },
  { route: routes.userProfile, screen: <UserProfileScreen />, guard: 'signedIn' },
  { route: routes.store, screen: <StoreRedirect />, guard: 'signedIn' },
  { route: routes.storeProduct, screen: <StoreProductScreen />, guard: 'signedIn' },
  { route: routes.storeCart, screen: <StoreCheckoutScreen />, guard: 'signedIn' },
  { route: routes.profile, screen: <ProfileScreen />, guard: 'signedIn' },
  { route: routes.editProfile, screen: <EditProfileScreen />, guard: 'signedIn' },
  { route: routes.chatRoom, screen: <ChatRoomScreen />, guard: 'signedIn' },
  { route: routes.youtubePlayer, screen: <VideoPlayerScreen provider="youtube" />, guard: 'signedIn' },
  { route: routes.wistiaPlayer, screen: <VideoPlayerScreen provider="wistia" />, guard: 'signedIn' },
  { route: routes.uploadForm, screen: <UploadFormScreen />, guard: 'signedIn' },
  { route: routes.section, screen: <SectionScreen />, guard: 'signedIn', eager: true },
];

const routesFor = (guard: ScreenRoute['guard']): RouteObject[] =>
  table
    .filter((row) => row.guard === guard)
    .map(({ route, screen, eager }) => {
      const element = eager ? screen : <Screen>{screen}</Screen>;
      return route === routes.home ? { index: true, element } : { path: route.pattern, element };
    });

const tree: RouteObject[] = [
  {
    path: routes.home.pattern,
    element: <Root />,
    children: [
      ...routesFor('public'),
      {
        element: <RequireSession />,
        children: [{ element: <SignedIn />, children: routesFor('signedIn') }],
      },
      { path: '*', element: <NotFound /> },
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
