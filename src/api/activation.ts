// First access's calls (content-app.md 2.3, 7; server/activation/routes.ts). Public: no session yet.
import type { AppDetails } from '../generated/types';
import { phoneDigits } from '../shared-rules/activation';
import { api } from './instance';

export const sendPin = (app: AppDetails, phone: string) =>
  api().request('POST', '/contract/sendpin', {
    schema: 'api/message-response',
    body: { phone: phoneDigits(phone), idAppType: app.idAppType },
  });

export const checkPin = (phone: string, pin: string) =>
  api().request('POST', '/contract/checkpin', {
    schema: 'api/checkpin-response',
    body: { phone: phoneDigits(phone), pin: pin.trim() },
  });

/** The form of /registro: the user is signed in by the answer (the login answer). */
export const register = (registrationToken: string, name: string, password: string) =>
  api().request('POST', '/contract/register', {
    schema: 'api/login-response',
    body: { registrationToken, name, password },
  });
