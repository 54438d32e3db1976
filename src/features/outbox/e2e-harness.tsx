// TEST ONLY, never imported by the app: the outbox alone on a page of the app's origin, for
// tests/e2e/answers-outbox.spec.ts, which bundles this file and serves it there. It runs the real
// module (IndexedDB, Web Locks, BroadcastChannel, the app's API client and stored session) in
// Chromium against the real server, without waiting for the evaluation screens; those give answers
// through the same `giveAnswer`.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../theme/contract.css';
import { configureApi } from '../../api/instance';
import { flushAnswers, giveAnswer, OutboxStatus } from '.';

declare global {
  interface Window {
    outboxHarness?: { giveAnswer: typeof giveAnswer; flushAnswers: typeof flushAnswers };
  }
}

configureApi({ apiBaseUrl: '/api', preview: false });
const idQuestionnaire = Number(new URLSearchParams(location.search).get('questionnaire'));
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <OutboxStatus idQuestionnaire={idQuestionnaire} />
  </StrictMode>,
);
window.outboxHarness = { giveAnswer, flushAnswers };
