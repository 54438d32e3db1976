import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './theme/contract.css';
import './theme/global.css';
import { loadRuntimeConfig } from './api/runtime-config';
import { configureApi } from './api/instance';
import { App } from './app/App';
import { showOfflineToastOnFailedCalls } from './app/useOfflineToast';

const config = await loadRuntimeConfig();
configureApi(config);
showOfflineToastOnFailedCalls();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App preview={config.preview} />
  </StrictMode>,
);
// The service worker (installable, offline shell: src/app/pwa/register.ts), once the browser is idle.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  // (Safari has no requestIdleCallback.)
  (window.requestIdleCallback ?? setTimeout)(() => void import('./app/pwa/register'));
