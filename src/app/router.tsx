// Routes of content-app.md 2.1 this build has. Screens outside the first paint load lazily.
import { createBrowserRouter } from 'react-router-dom';
import { Root } from './Root';
import { RequireSession } from './routes/RequireSession';
import { SignedIn } from './routes/SignedIn';
import { HomeScreen } from './routes/HomeScreen';
import { NotFound } from './routes/NotFound';
import { SectionScreen } from './routes/SectionScreen';
import { RouteError } from './routes/RouteError';
import { FullPageMessage } from './frame/FullPageMessage';
import { messages } from '../i18n/messages';

const lazyScreen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter([
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageMessage busy>{messages.loadingApp}</FullPageMessage>,
    children: [
      { path: 'login', lazy: lazyScreen(() => import('../features/login')) },
      { path: 'landing-page', lazy: lazyScreen(() => import('../features/landing')) },
      {
        element: <RequireSession />,
        children: [
          {
            element: <SignedIn />,
            children: [
              {
                // Errors of one screen stay inside the frame.
                errorElement: <RouteError />,
                children: [
                  { index: true, element: <HomeScreen /> },
                  { path: 'content/:idContentItem', lazy: async () => ({ Component: (await import('./routes/ContentScreen')).ContentScreen }) },
                  { path: ':slug/:idSection', element: <SectionScreen /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
