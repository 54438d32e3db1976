// Support access (learning-area.md 4.11). The screen (SupportAccessScreen.tsx) is lazy-loaded by the
// router. The banner every frame shows during an access is lazy too: only support staff ever see it, so
// it loads when an access starts, never with everyone's first paint (render it inside a Suspense).
import { lazy } from 'react';

export const SupportBanner = lazy(() => import('./SupportBanner'));
