// The campaign modal's calls (content-app.md 2.8, 7), for signed-in users of the host's tenant:
//   GET  /api/campaign/listbyuser                      -> the running campaigns the user takes part in
//        and was not shown yet (campaignUsers, less campaign_notifications), with their points lists
//   GET  /api/campaign/listbycontent/{id}              -> the running campaigns a content counts for
//   POST /api/campaign/{id}/users/{idUser}/notified    -> the user closed its modal: not listed again;
//        only for oneself (403 otherwise) and for a campaign one takes part in (404 otherwise)
// (The profile's campaign calls, listcampaigns and the points, are server/profile/routes.ts.)
import { authenticatedOf } from '../auth/session-guard.ts';
import { findContentItem } from '../content/store.ts';
import { idParams } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { messages } from '../messages.ts';
import { ownerOnly } from '../profile/rules.ts';
import { profileContract } from '../../src/shared-rules/profile-messages.ts';
import { saveNotified, takesPart } from './store.ts';
import { campaignsOfContent, newCampaignsOf } from './store-new.ts';

export const campaignsArea: Area = {
  name: 'campaigns',
  routes: ({ db, now }) => [
    route({
      method: 'GET',
      url: '/api/campaign/listbyuser',
      handler: async (request) => {
        const { session } = authenticatedOf(request);
        return { success: true, campaigns: await newCampaignsOf(db, session, now()) };
      },
    }),
    route({
      method: 'GET',
      url: '/api/campaign/listbycontent/:id',
      params: idParams('id'),
      handler: async (request) => {
        const { session } = authenticatedOf(request);
        if (!(await findContentItem(db, session.idApp, request.params.id)))
          return refuse(404, messages.contentNotFound);
        const campaigns = await campaignsOfContent(db, session.idApp, request.params.id, now());
        return { success: true, campaigns };
      },
    }),
    route({
      method: 'POST',
      url: '/api/campaign/:id/users/:idUser/notified',
      params: idParams('id', 'idUser'),
      // The user's own answer: a support session does not close the modal for them.
      duringSupport: 'closed',
      handler: async (request) => {
        const { session } = authenticatedOf(request);
        ownerOnly(request, request.params.idUser);
        if (!(await takesPart(db, session, request.params.id)))
          return refuse(404, profileContract.campaignNotFound);
        await saveNotified(db, session, request.params.id, now());
        return { success: true };
      },
    }),
  ],
};
