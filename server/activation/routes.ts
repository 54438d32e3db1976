// First access (content-app.md 2.3, 4, 5, 7, 8; learning-area.md 2.1 /activate-user), all public:
//   POST /api/contract/sendpin {phone, idAppType}  -> a PIN for a user waiting for activation, sent to
//        the development outbox (activation/outbox.ts), never in the answer
//   POST /api/contract/checkpin {phone, pin}       -> {registrationToken, user}: 5 wrong tries, 10 minutes
//   POST /api/contract/register {registrationToken, name, password} -> the login answer: signed in
import { randomInt } from 'node:crypto';
import {
  activationMessages as text,
  hiddenPhone,
  phoneDigits,
  PIN_LENGTH,
  PIN_LIFETIME_MS,
  PIN_MAX_ATTEMPTS,
} from '../../src/shared-rules/activation.ts';
import { newPasswordProblem } from '../../src/shared-rules/password.ts';
import { issueLinkToken, redeemLinkToken } from '../auth/link-tokens.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { countToken, signedIn } from '../auth/sign-in.ts';
import { apiSchema } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { messages } from '../messages.ts';
import { findTenantByHost } from '../tenants/tenant-of-host.ts';
import { activate, checkPin, findPendingByPhone, storePin } from './store.ts';

/** The registration form's time, from the right PIN. */
const REGISTRATION_MS = 15 * 60 * 1000;

export const activationArea: Area = {
  name: 'activation',
  routes: ({ db, now, outbox }, app) => {
    const tenantOf = async (host: string | undefined) =>
      (await findTenantByHost(db, host)) ?? refuse(404, messages.noMatchingApp);
    const phoneOf = (typed: string) => {
      const digits = phoneDigits(typed);
      if (digits === '') return refuse(400, text.phoneRequired);
      if (digits.length !== 11) return refuse(400, text.phoneIncomplete);
      return digits;
    };
    return [
      route({
        method: 'POST',
        url: '/api/contract/sendpin',
        access: 'public',
        body: apiSchema('sendpin-body'),
        handler: async (request) => {
          const tenant = await tenantOf(request.headers.host);
          const phone = phoneOf(request.body.phone);
          // Each PIN is an SMS: counted per phone, known or not, before anything is looked up.
          const verdict = await app.limits.take('pinRequestsPerPhone', `${tenant.idApp}|${phone}`);
          if (!verdict.allowed) throw app.limits.refusal('pinRequestsPerPhone', verdict);
          const user = await findPendingByPhone(db, tenant.idApp, phone);
          if (!user) return refuse(404, text.phoneUnknown);
          const pin = String(randomInt(0, 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, '0');
          const at = now();
          await storePin(db, {
            idApp: tenant.idApp,
            phone,
            idUser: user.idUser,
            pin,
            at,
            expiresAt: new Date(at.getTime() + PIN_LIFETIME_MS),
          });
          await outbox.send({ channel: 'sms', to: phone, text: text.smsText(tenant.details.name, pin) }, at);
          return { success: true, message: text.pinSent(hiddenPhone(phone)) };
        },
      }),
      route({
        method: 'POST',
        url: '/api/contract/checkpin',
        access: 'public',
        body: apiSchema('checkpin-body'),
        handler: async (request) => {
          const tenant = await tenantOf(request.headers.host);
          const phone = phoneOf(request.body.phone);
          const pin = request.body.pin.trim();
          if (pin === '') return refuse(400, text.pinRequired);
          const at = now();
          const check = await checkPin(db, {
            idApp: tenant.idApp,
            phone,
            pin,
            at,
            maxAttempts: PIN_MAX_ATTEMPTS,
          });
          if (check.outcome === 'wrong')
            return check.attemptsLeft > 0
              ? refuse(400, text.pinWrong(check.attemptsLeft))
              : refuse(429, text.pinTooManyTries);
          if (check.outcome !== 'right') {
            if (check.outcome === 'missing') return refuse(404, text.pinMissing);
            return check.outcome === 'expired'
              ? refuse(410, text.pinExpired)
              : refuse(429, text.pinTooManyTries);
          }
          const user = await findPendingByPhone(db, tenant.idApp, phone);
          if (!user || user.idUser !== check.idUser) return refuse(404, text.phoneUnknown);
          const { token } = await issueLinkToken(
            db,
            { idApp: tenant.idApp, idUser: user.idUser, purpose: 'registration' },
            at,
            REGISTRATION_MS,
          );
          return { success: true, registrationToken: token, user: { name: user.name, email: user.email } };
        },
      }),
      route({
        method: 'POST',
        url: '/api/contract/register',
        access: 'public',
        body: apiSchema('register-body'),
        handler: async (request) => {
          const tenant = await tenantOf(request.headers.host);
          const { registrationToken, password } = request.body;
          const name = request.body.name.trim();
          if (name === '') return refuse(400, text.nameRequired);
          const problem = newPasswordProblem(password);
          if (problem) return refuse(400, problem);
          const at = now();
          // Checked last, since it is used up: a refused form keeps its token for the next try.
          const grant = await redeemLinkToken(db, registrationToken, tenant.idApp, at, ['registration']);
          if (!grant) return refuse(410, text.registrationExpired);
          const activated = await activate(db, {
            idApp: tenant.idApp,
            idUser: grant.idUser,
            name,
            passwordHash: await hashPassword(password),
          });
          if (!activated) return refuse(410, text.registrationExpired);
          await countToken(app, tenant, grant.idUser);
          return signedIn(db, tenant, grant.idUser, at);
        },
      }),
    ];
  },
};
