// The terms area (learning-area.md 2.2, 4.12, 7.9; content-app.md 4): what the user owes and the
// answers. Reachable before the terms are accepted ('session-before-terms'); every other session route
// refuses until then (auth/session-guard.ts).
//   GET  /api/learning/terms/                    -> the agreement and the responsibility terms owed
//   PUT  /api/users/agreement/{id}               -> consents; the current agreement version when accepted
//   POST /api/learning/terms/{idTermOfResponsibility}/{versionNumber} -> that term signed
import { authenticatedOf } from '../auth/session-guard.ts';
import { apiSchema, idParams } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { ownerOnly } from '../profile/rules.ts';
import { termsMessages as text } from './messages.ts';
import { recordAgreement, signResponsibilityTerm, termsOwed } from './store.ts';

export const termsArea: Area = {
  name: 'terms',
  routes: ({ db, now }) => [
    route({
      method: 'GET',
      url: '/api/learning/terms/',
      access: 'session-before-terms',
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const owed = await termsOwed(db, tenant, session.idUser);
        return {
          success: true,
          ...(tenant.agreement
            ? { agreementVersion: tenant.agreement.version, agreementTerms: tenant.agreement.terms }
            : {}),
          userLicenceTermsAccepted: owed.agreement ? 0 : 1,
          responsibilityTerms: owed.responsibility,
        };
      },
    }),
    route({
      method: 'PUT',
      url: '/api/users/agreement/:id',
      access: 'session-before-terms',
      // The terms are the accessed user's to accept, not their support's.
      duringSupport: 'closed',
      params: idParams('id'),
      body: apiSchema('agreement-body'),
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        ownerOnly(request, request.params.id);
        const { communicationAccepted, userLicenceTermsAccepted } = request.body;
        await recordAgreement(
          db,
          { idApp: tenant.idApp, idUser: request.params.id },
          {
            communicationAccepted,
            userLicenceTermsAccepted,
            version: userLicenceTermsAccepted === 1 ? (tenant.agreement?.version ?? null) : null,
          },
          now(),
        );
        return { success: true };
      },
    }),
    route({
      method: 'POST',
      url: '/api/learning/terms/:idTermOfResponsibility/:versionNumber',
      access: 'session-before-terms',
      duringSupport: 'closed',
      params: idParams('idTermOfResponsibility', 'versionNumber'),
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const { idTermOfResponsibility, versionNumber } = request.params;
        const term = tenant.responsibilityTerms.find(
          (candidate) => candidate.idTermOfResponsibility === idTermOfResponsibility,
        );
        if (!term) return refuse(404, text.termNotFound);
        // A page opened before the term changed signs only what it showed: the current text, not an old one.
        if (term.versionNumber !== versionNumber) return refuse(409, text.outdatedVersion);
        await signResponsibilityTerm(db, session, term, now());
        return { success: true };
      },
    }),
  ],
};
