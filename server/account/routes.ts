// The account area (learning-area.md 4.11, 4.13, 5, 7.9):
//   PUT /api/users/{idUser}/change-password {currentPassword, newPassword} -> 'Senha salva com sucesso.'
//   support access: routes-support.ts
// Only the user's own; the current password must be right ('Senha atual incorreta'), the new one keep
// the rules of 5 (shared with the form); the change ends the user's other sessions.
import { newPasswordProblem, passwordMessages as text } from '../../src/shared-rules/password.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { authenticatedOf } from '../auth/session-guard.ts';
import { apiSchema, idParams } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { ownerOnly } from '../profile/rules.ts';
import { supportRoutes } from './routes-support.ts';
import { passwordHashOf, replacePassword } from './store.ts';

export const accountArea: Area = {
  name: 'account',
  routes: (context, app) => [
    route({
      method: 'PUT',
      url: '/api/users/:idUser/change-password',
      params: idParams('idUser'),
      body: apiSchema('change-password-body'),
      duringSupport: 'closed',
      // Every attempt counts: an open session must not become a way to guess the password.
      preHandler: app.limits.perUser('passwordChangesPerUser'),
      handler: async (request) => {
        const { session } = authenticatedOf(request);
        ownerOnly(request, request.params.idUser);
        const { currentPassword, newPassword } = request.body;
        if (currentPassword === '') return refuse(400, text.currentRequired);
        const problem = newPasswordProblem(newPassword);
        if (problem) return refuse(400, problem);
        const stored = await passwordHashOf(context.db, session.idApp, session.idUser);
        if (!stored || !(await verifyPassword(currentPassword, stored)))
          return refuse(400, text.wrongCurrent);
        await replacePassword(
          context.db,
          { idApp: session.idApp, idUser: session.idUser, keepTokenHash: session.tokenHash },
          await hashPassword(newPassword),
        );
        return { success: true, message: text.saved };
      },
    }),
    ...supportRoutes(context, app),
  ],
};
