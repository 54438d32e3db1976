// The profile area (content-app.md 2.4, 5, 7): reading a profile, saving one's own (whole, or one field
// such as the photo), the upload service that stores the photo, and the
// gamification campaigns of "Meus Pontos".
//   GET  /api/users/{id}                        -> the profile and its notification settings (learning-area.md
//        7.9; saved by server/notifications): its owner, or an admin of the tenant
//   PUT  /api/users/{id}, /api/users/editField/{idUser} (the terms' PUT /users/agreement: server/terms/)
//   POST /api/upload (multipart)                -> {success, url}; GET /api/upload/files/{id} serves it
//   GET  /api/campaign/listcampaigns, /listcampaigndetail/{id}, /listevents; POST /listcampaignuserpoints
import multipart from '@fastify/multipart';
import { profileContract } from '../../src/shared-rules/profile-messages.ts';
import { authenticatedOf } from '../auth/session-guard.ts';
import { findUserById } from '../auth/store.ts';
import { buildUserProfile } from '../auth/views.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { apiSchema, idParams, localSchema } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { messages } from '../messages.ts';
import { notificationsOf } from '../notification-settings/store.ts';
import { findTenantByHost } from '../tenants/tenant-of-host.ts';
import { storePhoto, uploadLimitBytes } from './photo-upload.ts';
import { checkedCpf, checkedFieldValue, checkedName, checkedPhone, isAdmin, ownerOnly } from './rules.ts';
import { findUploadedFile, updateField, updateProfile } from './store.ts';
import { listUserPoints, readCampaignData, withPointsList } from './store-campaigns.ts';

export const profileArea: Area = {
  name: 'profile',
  // The photo is small (250x250 JPEG): streamed to the file store all the same, under this limit.
  setup: async (app) => {
    await app.register(multipart, {
      limits: { fileSize: uploadLimitBytes, files: 1, fields: 4, parts: 5, fieldSize: 4096 },
    });
  },
  routes: (context, app) => {
    const { db } = context;
    const ownUser = async (idApp: number, idUser: number) =>
      (await findUserById(db, idApp, idUser)) ?? refuse(404, messages.userNotFound);
    return [
      // A profile is personal data: only its owner, or an admin (1 or 2) of the same tenant, may read it.
      route({
        method: 'GET',
        url: '/api/users/:id',
        params: idParams('id'),
        handler: async (request) => {
          const { tenant, session } = authenticatedOf(request);
          const reader = await findUserById(db, tenant.idApp, session.idUser);
          // Refused before looking the user up, so non-admins cannot probe which ids exist.
          if (request.params.id !== session.idUser && !isAdmin(reader))
            return refuse(403, messages.forbidden);
          const user = await ownUser(tenant.idApp, request.params.id);
          return {
            success: true,
            user: buildUserProfile(user, tenant),
            notifications: await notificationsOf(db, tenant.idApp, user.idUser),
          };
        },
      }),
      route({
        method: 'PUT',
        url: '/api/users/:id',
        params: idParams('id'),
        body: apiSchema('profile-body'),
        handler: async (request) => {
          const { tenant } = authenticatedOf(request);
          ownerOnly(request, request.params.id);
          const user = await ownUser(tenant.idApp, request.params.id);
          const body = request.body;
          // Only the learner's own fields are read: the company's (login, e-mail, employee code,
          // manager, role, department, unit, branch; learning-area.md 5) are ignored when sent.
          await updateProfile(db, tenant.idApp, user.idUser, {
            name: checkedName(body.name),
            cpf: checkedCpf(body.cpf, user.cpf),
            phone: checkedPhone(body.phone, user.phone),
            communicationAccepted: body.communicationAccepted ?? user.communicationAccepted,
            emailNotification: body.emailNotification ?? user.emailNotification,
            smsNotification: body.smsNotification ?? user.smsNotification,
          });
          return { success: true, message: profileContract.saved };
        },
      }),
      route({
        method: 'PUT',
        url: '/api/users/editField/:idUser',
        params: idParams('idUser'),
        body: apiSchema('profile-field-body'),
        handler: async (request) => {
          const { tenant } = authenticatedOf(request);
          ownerOnly(request, request.params.idUser);
          const user = await ownUser(tenant.idApp, request.params.idUser);
          const { field, value } = request.body;
          await updateField(db, tenant.idApp, user.idUser, field, checkedFieldValue(field, value, user));
          return { success: true, message: profileContract.saved };
        },
      }),
      route({
        method: 'POST',
        url: '/api/upload',
        preHandler: app.limits.perUser('uploadsPerUser'),
        handler: (request) => storePhoto(request, context),
      }),
      // The stored file, for <img> (which sends no bearer token). The id is a random UUID handed only
      // to its uploader, and is looked up in the tenant of the host.
      route({
        method: 'GET',
        url: '/api/upload/files/:idFile',
        access: 'public',
        params: localSchema<{ idFile: string }>({
          type: 'object',
          required: ['idFile'],
          properties: { idFile: { type: 'string', pattern: '^[0-9a-f-]{36}$' } },
        }),
        handler: async (request, reply) => {
          const tenant = await findTenantByHost(db, request.headers.host);
          const file = tenant && (await findUploadedFile(db, tenant.idApp, request.params.idFile));
          if (!file) return refuse(404, messages.routeNotFound);
          // A file never changes under its id (sendStoredFile says so in its cache headers).
          const sent = await sendStoredFile(request, reply, context.files, {
            storageKey: file.storageKey,
            mimetype: file.mimetype,
            disposition: `inline; filename="${file.fileName}"`,
          });
          return sent ? reply : refuse(404, messages.routeNotFound);
        },
      }),
      route({
        method: 'GET',
        url: '/api/campaign/listcampaigns',
        querystring: apiSchema('campaigns-query'),
        handler: async (request) => {
          const { tenant } = authenticatedOf(request);
          const { campaigns, events } = await readCampaignData(db, tenant.idApp);
          return {
            success: true,
            campaigns: campaigns
              .filter((campaign) => !request.query.onlyActive || campaign.status === 1)
              .map((campaign) => withPointsList(campaign, events)),
          };
        },
      }),
      route({
        method: 'POST',
        url: '/api/campaign/listcampaignuserpoints',
        body: apiSchema('campaign-user-points-body'),
        handler: async (request) => {
          const { tenant } = authenticatedOf(request);
          const { idUser } = request.body;
          const idCampaign = request.body.idCampaign ?? null;
          ownerOnly(request, idUser);
          const data = await readCampaignData(db, tenant.idApp);
          if (idCampaign !== null && !data.campaigns.some((c) => c.idgamification_campaign === idCampaign))
            return refuse(404, profileContract.campaignNotFound);
          const points = await listUserPoints(db, tenant.idApp, idUser, idCampaign, data);
          return {
            success: true,
            totalPoints: points.reduce((total, point) => total + point.points, 0),
            data: points,
          };
        },
      }),
      route({
        method: 'GET',
        url: '/api/campaign/listcampaigndetail/:id',
        params: idParams('id'),
        handler: async (request) => {
          const { tenant } = authenticatedOf(request);
          const { campaigns, events } = await readCampaignData(db, tenant.idApp);
          const campaign = campaigns.find(
            (candidate) => candidate.idgamification_campaign === request.params.id,
          );
          if (!campaign) return refuse(404, profileContract.campaignNotFound);
          return { success: true, campaign: withPointsList(campaign, events) };
        },
      }),
      // The spec writes this one with a trailing slash; both spellings answer.
      ...['/api/campaign/listevents', '/api/campaign/listevents/'].map((url) =>
        route({
          method: 'GET',
          url,
          handler: async (request) => {
            const { tenant } = authenticatedOf(request);
            return { success: true, events: (await readCampaignData(db, tenant.idApp)).events };
          },
        }),
      ),
    ];
  },
};
