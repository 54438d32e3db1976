// The app's one outbox: sends through the app's API client with the token of the session signed in at
// the moment of sending, and only that learner's answers. Created on first use, so IndexedDB is opened
// (and idb loaded) only by the evaluation screens.
import { api } from '../../api/instance';
import { currentSession } from '../../session';
import { createOutbox, type Outbox, type OutboxSession } from './outbox';
import { sendThrough } from './transport';

let instance: Outbox | null = null;

const signedIn = (): OutboxSession | null => {
  const session = currentSession();
  return session ? { idUser: session.loginInfo.idUser, token: session.token } : null;
};

export function appOutbox(): Outbox {
  if (!instance) {
    instance = createOutbox({ send: sendThrough(api), session: signedIn });
    instance.start();
  }
  return instance;
}
