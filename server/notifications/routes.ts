// The company's e-mail forms (learning-area.md 2.2 /contactus, 3 'Contact-us text config', 5, 6, 7.9;
// content-app.md 7 GET /notifications/emails/{id}). Only CONTACT_US exists:
//   GET  /api/notifications/emails/CONTACT_US           -> {success, result: {title, description, feedbackMessage?}}
//   POST /api/notifications/emails/CONTACT_US {message} -> {success, message: 'Mensagem enviada com sucesso!'}
// Both only while the company's CONTACT_US feature is on (6: "Contact-us depends on its own feature
// flag"; 403 otherwise). A message is stored with its user and time (contact_messages) and written to the
// development outbox (activation/outbox.ts) for the company's address: nothing leaves the machine. A
// support session does not write to the company in the accessed user's name: closed (4.11).
import {
  CONTACT_US,
  contactMessageProblem,
  contactUsMessages as text,
} from '../../src/shared-rules/contact-us.ts';
import { authenticatedOf } from '../auth/session-guard.ts';
import { findUserById } from '../auth/store.ts';
import { apiSchema, localSchema } from '../http/api-schemas.ts';
import { userKey } from '../http/rate-limits.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { featureIsActive } from '../learning-activity/store.ts';
import { messages } from '../messages.ts';
import { notificationMessages } from './messages.ts';
import { emailFormOf, recordContactMessage } from './store.ts';

const formParams = localSchema<{ id: typeof CONTACT_US }>({
  type: 'object',
  required: ['id'],
  properties: { id: { enum: [CONTACT_US] } },
});

export const notificationsArea: Area = {
  name: 'notifications',
  routes: ({ db, now, outbox }, app) => {
    /** The company's form, while its feature is on. */
    const openForm = async (idApp: number, id: typeof CONTACT_US) => {
      if (!(await featureIsActive(db, idApp, id))) return refuse(403, text.notAvailable);
      return (await emailFormOf(db, idApp, id)) ?? refuse(404, notificationMessages.notConfigured);
    };
    return [
      route({
        method: 'GET',
        url: '/api/notifications/emails/:id',
        params: formParams,
        handler: async (request) => {
          const { tenant } = authenticatedOf(request);
          const { title, description, feedbackMessage } = await openForm(tenant.idApp, request.params.id);
          // The address stays here: the app never needs it, and a learner writes through the form.
          return { success: true, result: { title, description, feedbackMessage } };
        },
      }),
      route({
        method: 'POST',
        url: '/api/notifications/emails/:id',
        params: formParams,
        body: apiSchema('notification-email-body'),
        duringSupport: 'closed',
        handler: async (request) => {
          const { tenant, session } = authenticatedOf(request);
          const form = await openForm(tenant.idApp, request.params.id);
          const problem = contactMessageProblem(request.body.message);
          if (problem) return refuse(400, problem);
          // Counted once the message could go: each one is an e-mail to the company.
          const verdict = await app.limits.take(
            'contactMessagesPerUser',
            userKey(tenant.idApp, session.idUser),
          );
          if (!verdict.allowed) throw app.limits.refusal('contactMessagesPerUser', verdict);
          const user = await findUserById(db, tenant.idApp, session.idUser);
          if (!user) return refuse(401, messages.sessionExpired);
          const message = request.body.message.trim();
          const at = now();
          await recordContactMessage(db, {
            idApp: tenant.idApp,
            idUser: user.idUser,
            message,
            to: form.to,
            at,
          });
          await outbox.send(
            {
              channel: 'email',
              to: form.to,
              subject: notificationMessages.subject(tenant.details.name),
              replyTo: user.email,
              text: notificationMessages.body(user, message),
            },
            at,
          );
          return { success: true, message: text.sent };
        },
      }),
    ];
  },
};
