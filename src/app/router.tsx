// Routes of content-app.md 2.1 this build has. Declarative <Routes>: the data router's loader and
// fetcher machinery would cost ~17 KB gzipped of the 120 KB initial budget and nothing here uses it.
// Screens outside the first paint load lazily, each inside a boundary so a failed chunk (offline)
// breaks only that screen.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary, Loading, useEngine } from '../engine';
import { setLoggedOutHandler } from '../api/instance';
import { queryClient } from '../api/query-client';
import { Root } from './Root';
import { RequireSession } from './routes/RequireSession';
import { SignedIn } from './routes/SignedIn';
import { HomeScreen } from './routes/HomeScreen';
import { SectionScreen } from './routes/SectionScreen';
import { NotFound } from './routes/NotFound';

const LoginScreen = lazy(() => import('../features/login/LoginScreen'));
const LandingPage = lazy(() => import('../features/landing'));
const ContentScreen = lazy(() => import('./routes/ContentScreen'));
const VideoPlayerScreen = lazy(() => import('../features/video-playlist/VideoPlayerScreen'));
const UserUploadScreen = lazy(() => import('../features/user-upload'));
const MessagesScreen = lazy(() => import('../features/messages/MessagesScreen'));
const MessageScreen = lazy(() => import('../features/messages/MessageScreen'));
const CardMenuScreen = lazy(() => import('../features/card-menu'));
const UserProfileScreen = lazy(() => import('../features/user-profile'));
const UploadFormScreen = lazy(() => import('./routes/UploadFormScreen'));
const ChatRoomScreen = lazy(() => import('../features/chat/ChatRoomScreen'));
const ProfileScreen = lazy(() => import('../features/profile/ProfileScreen'));
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
        navigate('/', { replace: true });
      }),
    [navigate],
  );
  return null;
}

export function AppRoutes() {
  return (
    <>
      <LoggedOutRedirect />
      <Routes>
        <Route path="/" element={<Root />}>
          <Route
            path="login"
            element={
              <Screen>
                <LoginScreen />
              </Screen>
            }
          />
          <Route
            path="landing-page"
            element={
              <Screen>
                <LandingPage />
              </Screen>
            }
          />
          <Route element={<RequireSession />}>
            <Route element={<SignedIn />}>
              <Route index element={<HomeScreen />} />
              <Route
                path="content/:idContentItem"
                element={
                  <Screen>
                    <ContentScreen />
                  </Screen>
                }
              />
              <Route
                path="userupload/:idUserUpload"
                element={
                  <Screen>
                    <UserUploadScreen />
                  </Screen>
                }
              />
              <Route
                path="messages"
                element={
                  <Screen>
                    <MessagesScreen />
                  </Screen>
                }
              />
              <Route
                path="messages/:id"
                element={
                  <Screen>
                    <MessageScreen />
                  </Screen>
                }
              />
              <Route
                path="cardMenu/:id"
                element={
                  <Screen>
                    <CardMenuScreen />
                  </Screen>
                }
              />
              <Route
                path="PerfilUsuario"
                element={
                  <Screen>
                    <UserProfileScreen />
                  </Screen>
                }
              />
              <Route
                path="lojinha"
                element={
                  <Screen>
                    <StoreRedirect />
                  </Screen>
                }
              />
              <Route
                path="detalheslojinha"
                element={
                  <Screen>
                    <StoreProductScreen />
                  </Screen>
                }
              />
              <Route
                path="cartlojinha"
                element={
                  <Screen>
                    <StoreCheckoutScreen />
                  </Screen>
                }
              />
              <Route
                path="perfil"
                element={
                  <Screen>
                    <ProfileScreen />
                  </Screen>
                }
              />
              <Route
                path="editar-perfil"
                element={
                  <Screen>
                    <EditProfileScreen />
                  </Screen>
                }
              />
              <Route
                path="chat/:room"
                element={
                  <Screen>
                    <ChatRoomScreen />
                  </Screen>
                }
              />
              <Route
                path="ytplayer/:videoId"
                element={
                  <Screen>
                    <VideoPlayerScreen provider="youtube" />
                  </Screen>
                }
              />
              <Route
                path="wtplayer/:hashedId"
                element={
                  <Screen>
                    <VideoPlayerScreen provider="wistia" />
                  </Screen>
                }
              />
              <Route
                path="uploads/userContent"
                element={
                  <Screen>
                    <UploadFormScreen />
                  </Screen>
                }
              />
              <Route path=":slug/:idSection" element={<SectionScreen />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </>
  );
}
