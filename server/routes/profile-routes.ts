// The profile area (content-app.md 2.4, 5, 7): saving one's own profile, one field at a time (the
// photo), the accepted terms, the upload service that stores the photo, and the gamification
// campaigns of "Meus Pontos". GET /users/{id} stays in user-routes.ts.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import type { FileStore } from '../files/file-store.ts';
import { receiveFilePart, type ReceivedFilePart } from '../files/receive-file-part.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { hostNameOf } from '../http/host-name.ts';
import { failure, messages } from '../messages.ts';
import type { RouteContext } from '../route-context.ts';
import { findTenantByBucket } from '../tenants/store.ts';
import { listUserPoints, readCampaignData, withPointsList } from '../store/campaign-store.ts';
import {
  editableFields,
  findUploadedFile,
  recordAgreement,
  saveUploadedFile,
  updateField,
  updateProfile,
  type EditableField,
} from '../store/profile-store.ts';
import { findUserById, type UserRow } from '../auth/store.ts';
import {
  formatCpf,
  formatPhone,
  isValidCpf,
  isValidPhone,
} from '../../src/shared-rules/brazilian-documents.ts';
import { profileMessages } from '../../src/i18n/profile.ts';

/** Where the upload service serves a stored file (inside the /api prefix). */
export const uploadedFilePath = (idFile: string) => `/api/upload/files/${idFile}`;
export const uploadLimitBytes = 2 * 1024 * 1024;

type Flag = 0 | 1;
const flag = { type: 'integer', enum: [0, 1] } as const;
const idParams = (name: string) =>
  ({
    params: { type: 'object', required: [name], properties: { [name]: { type: 'integer', minimum: 1 } } },
  }) as const;

const profileSchema = {
  ...idParams('id'),
  body: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', maxLength: 120 },
      // An empty CPF or phone clears it.
      cpf: { type: 'string', maxLength: 20 },
      phone: { type: 'string', maxLength: 20 },
      communicationAccepted: flag,
      emailNotification: flag,
      smsNotification: flag,
    },
  },
} as const;

const editFieldSchema = {
  ...idParams('idUser'),
  body: {
    type: 'object',
    required: ['field', 'value'],
    properties: {
      field: { type: 'string', enum: Object.keys(editableFields) },
      // Text or a 0/1 flag depending on the field: checked per field below.
      value: {},
    },
  },
} as const;

const agreementSchema = {
  ...idParams('id'),
  body: {
    type: 'object',
    required: ['communicationAccepted', 'userLicenceTermsAccepted'],
    properties: { communicationAccepted: flag, userLicenceTermsAccepted: flag },
  },
} as const;

const campaignsQuery = {
  querystring: {
    type: 'object',
    properties: { onlyActive: { type: 'boolean', default: false } },
  },
} as const;

const userPointsSchema = {
  body: {
    type: 'object',
    required: ['idUser'],
    properties: {
      // Left out for "Todos": the activities of every campaign.
      idCampaign: { type: 'integer', minimum: 1 },
      idUser: { type: 'integer', minimum: 1 },
    },
  },
} as const;

interface ProfileBody {
  name: string;
  cpf?: string;
  phone?: string;
  communicationAccepted?: Flag;
  emailNotification?: Flag;
  smsNotification?: Flag;
}

class Refusal extends Error {}

/** A blank CPF or phone clears it; anything else must pass the rules of content-app.md 5. */
function checkedCpf(value: string | null | undefined, current: string | null): string | null {
  if (value === undefined) return current;
  if (value === null || value.trim() === '') return null;
  if (!isValidCpf(value)) throw new Refusal(profileMessages.cpfInvalid);
  return formatCpf(value);
}

function checkedPhone(value: string | null | undefined, current: string | null): string | null {
  if (value === undefined) return current;
  if (value === null || value.trim() === '') return null;
  if (!isValidPhone(value)) throw new Refusal(profileMessages.phoneInvalid);
  return formatPhone(value);
}

function checkedName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw new Refusal(profileMessages.nameRequired);
  return name;
}

/** A photo is drawn by <img>: only a path of this site or an https address (src/ui/avatar.ts). */
function checkedPhoto(value: unknown): string | null {
  if (value === null || value === '') return null;
  if (typeof value === 'string' && /^(\/(?!\/)|https:\/\/)\S+$/.test(value)) return value;
  throw new Refusal(profileMessages.invalidPhoto);
}

function checkedFlag(field: string, value: unknown): Flag {
  if (value === 0 || value === 1) return value;
  throw new Refusal(`O campo "${field}" deve ser um destes valores: 0, 1.`);
}

function checkedFieldValue(field: EditableField, value: unknown, user: UserRow): string | number | null {
  if (typeof value === 'string' && value.length > 1000) throw new Refusal(messages.invalidRequest);
  switch (field) {
    case 'photo':
      return checkedPhoto(value);
    case 'name':
      return checkedName(value);
    case 'cpf':
      return checkedCpf(typeof value === 'string' || value === null ? value : String(value), user.cpf);
    case 'phone':
      return checkedPhone(typeof value === 'string' || value === null ? value : String(value), user.phone);
    default:
      return checkedFlag(field, value);
  }
}

/** The magic numbers of the images the upload service keeps; what the client claims is not trusted. */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

interface UploadForm {
  photo?: ReceivedFilePart;
  /** What the photo's first bytes say it is. */
  mimetype?: string;
  fileName?: string;
}

class PhotoTooLarge extends Error {}

/** The photo streams into the file store once its first bytes show an image; any failure keeps nothing. */
async function readUploadForm(request: FastifyRequest, files: FileStore): Promise<UploadForm> {
  const form: UploadForm = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'fileData' && !form.photo) {
          form.photo = await receiveFilePart(part, files, {
            area: 'photos',
            sampleBytes: 16,
            accepts: (sample) => (form.mimetype = sniffImageType(sample)) !== undefined,
            tooLarge: () => new PhotoTooLarge(),
          });
          form.fileName ??= part.filename;
        } else part.file.resume();
      } else if (part.fieldname === 'fileName' && typeof part.value === 'string' && part.value) {
        form.fileName = part.value;
      }
      // "token" is part of the service's contract; the bearer header, checked before, is what counts.
    }
  } catch (error) {
    if (form.photo?.outcome === 'stored') await files.remove(form.photo.storageKey);
    throw error;
  }
  return form;
}

const safeFileName = (name: string | undefined) =>
  path
    .basename(name ?? '')
    .replace(/[^\w.\- ]+/g, '_')
    .slice(0, 200) || 'arquivo';

/** Owners only: the profile, its fields and the terms are the user's own (403 for anyone else). */
function refuseOthers(request: FastifyRequest, reply: FastifyReply, idUser: number): boolean {
  if (authenticatedOf(request).session.idUser === idUser) return false;
  void reply.code(403).send(failure(messages.forbidden));
  return true;
}

async function guardedRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));
  // The photo is small (250x250 JPEG): streamed to the file store all the same, under this limit.
  await app.register(multipart, {
    limits: { fileSize: uploadLimitBytes, files: 1, fields: 4, parts: 5, fieldSize: 4096 },
  });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof Refusal) return reply.code(400).send(failure(error.message));
    throw error;
  });

  app.put<{ Params: { id: number }; Body: ProfileBody }>(
    '/users/:id',
    { schema: profileSchema },
    async (request, reply) => {
      const { tenant } = authenticatedOf(request);
      if (refuseOthers(request, reply, request.params.id)) return reply;
      const user = await findUserById(context.db, tenant.idApp, request.params.id);
      if (!user) return reply.code(404).send(failure(messages.userNotFound));
      const body = request.body;
      await updateProfile(context.db, tenant.idApp, user.idUser, {
        name: checkedName(body.name),
        cpf: checkedCpf(body.cpf, user.cpf),
        phone: checkedPhone(body.phone, user.phone),
        communicationAccepted: body.communicationAccepted ?? user.communicationAccepted,
        emailNotification: body.emailNotification ?? user.emailNotification,
        smsNotification: body.smsNotification ?? user.smsNotification,
      });
      return { success: true, message: profileMessages.saved };
    },
  );

  app.put<{ Params: { idUser: number }; Body: { field: EditableField; value: string | number | null } }>(
    '/users/editField/:idUser',
    { schema: editFieldSchema },
    async (request, reply) => {
      const { tenant } = authenticatedOf(request);
      if (refuseOthers(request, reply, request.params.idUser)) return reply;
      const user = await findUserById(context.db, tenant.idApp, request.params.idUser);
      if (!user) return reply.code(404).send(failure(messages.userNotFound));
      const { field, value } = request.body;
      await updateField(context.db, tenant.idApp, user.idUser, field, checkedFieldValue(field, value, user));
      return { success: true, message: profileMessages.saved };
    },
  );

  app.put<{ Params: { id: number }; Body: { communicationAccepted: Flag; userLicenceTermsAccepted: Flag } }>(
    '/users/agreement/:id',
    { schema: agreementSchema },
    async (request, reply) => {
      const { tenant } = authenticatedOf(request);
      if (refuseOthers(request, reply, request.params.id)) return reply;
      const { communicationAccepted, userLicenceTermsAccepted } = request.body;
      await recordAgreement(context.db, tenant.idApp, request.params.id, {
        communicationAccepted,
        userLicenceTermsAccepted,
        version: userLicenceTermsAccepted === 1 ? (tenant.agreement?.version ?? null) : null,
      });
      return { success: true };
    },
  );

  app.post('/upload', { preHandler: app.limits.perUser('uploadsPerUser') }, async (request, reply) => {
    const { tenant, session } = authenticatedOf(request);
    if (!request.isMultipart()) return reply.code(415).send(failure(messages.unsupportedMediaType));
    let form: UploadForm;
    try {
      form = await readUploadForm(request, context.files);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (error instanceof PhotoTooLarge || code === 'FST_REQ_FILE_TOO_LARGE') {
        request.raw.resume();
        return reply.code(413).send(failure(profileMessages.uploadTooLarge));
      }
      // busboy's own complaints about a malformed body ("Unexpected end of form"): no statusCode.
      if (error instanceof Error && !('statusCode' in error))
        return reply.code(400).send(failure(messages.invalidRequest));
      throw error;
    }
    const { photo } = form;
    if (!photo || photo.outcome === 'empty')
      return reply.code(400).send(failure(profileMessages.uploadMissing));
    if (photo.outcome === 'refused') return reply.code(415).send(failure(profileMessages.uploadOnlyImages));
    const idFile = randomUUID();
    try {
      await saveUploadedFile(
        context.db,
        tenant.idApp,
        session.idUser,
        {
          idFile,
          fileName: safeFileName(form.fileName),
          // From the first bytes, never from what the client claimed.
          mimetype: form.mimetype ?? 'application/octet-stream',
          storageKey: photo.storageKey,
        },
        context.now(),
      );
    } catch (error) {
      await context.files.remove(photo.storageKey);
      throw error;
    }
    return { success: true, url: uploadedFilePath(idFile) };
  });

  app.get<{ Querystring: { onlyActive: boolean } }>(
    '/campaign/listcampaigns',
    { schema: campaignsQuery },
    async (request) => {
      const { tenant } = authenticatedOf(request);
      const { campaigns, events } = await readCampaignData(context.db, tenant.idApp);
      return {
        success: true,
        campaigns: campaigns
          .filter((campaign) => !request.query.onlyActive || campaign.status === 1)
          .map((campaign) => withPointsList(campaign, events)),
      };
    },
  );

  app.post<{ Body: { idCampaign?: number; idUser: number } }>(
    '/campaign/listcampaignuserpoints',
    { schema: userPointsSchema },
    async (request, reply) => {
      const { tenant } = authenticatedOf(request);
      const { idUser } = request.body;
      const idCampaign = request.body.idCampaign ?? null;
      if (refuseOthers(request, reply, idUser)) return reply;
      const data = await readCampaignData(context.db, tenant.idApp);
      if (idCampaign !== null && !data.campaigns.some((c) => c.idgamification_campaign === idCampaign))
        return reply.code(404).send(failure(profileMessages.campaignNotFound));
      const points = await listUserPoints(context.db, tenant.idApp, idUser, idCampaign, data);
      return {
        success: true,
        totalPoints: points.reduce((total, point) => total + point.points, 0),
        data: points,
      };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/campaign/listcampaigndetail/:id',
    { schema: idParams('id') },
    async (request, reply) => {
      const { tenant } = authenticatedOf(request);
      const { campaigns, events } = await readCampaignData(context.db, tenant.idApp);
      const campaign = campaigns.find((candidate) => candidate.idgamification_campaign === request.params.id);
      if (!campaign) return reply.code(404).send(failure(profileMessages.campaignNotFound));
      return { success: true, campaign: withPointsList(campaign, events) };
    },
  );

  // The spec writes this one with a trailing slash; both spellings answer.
  for (const url of ['/campaign/listevents', '/campaign/listevents/'])
    app.get(url, async (request) => {
      const { tenant } = authenticatedOf(request);
      return { success: true, events: (await readCampaignData(context.db, tenant.idApp)).events };
    });
}

/**
 * GET /upload/files/{id}: the stored file, for <img> (which sends no bearer token). The id is a
 * random UUID handed only to its uploader, and is looked up in the tenant of the host.
 */
async function uploadedFileRoute(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.get<{ Params: { idFile: string } }>(
    '/upload/files/:idFile',
    {
      schema: {
        params: {
          type: 'object',
          required: ['idFile'],
          properties: { idFile: { type: 'string', pattern: '^[0-9a-f-]{36}$' } },
        },
      },
    },
    async (request, reply) => {
      const tenant = await findTenantByBucket(context.db, hostNameOf(request.headers.host));
      const file = tenant && (await findUploadedFile(context.db, tenant.idApp, request.params.idFile));
      const notFound = () => reply.code(404).send(failure(messages.routeNotFound));
      if (!file) return notFound();
      // A file never changes under its id (sendStoredFile says so in its cache headers).
      const sent = await sendStoredFile(request, reply, context.files, {
        storageKey: file.storageKey,
        mimetype: file.mimetype,
        disposition: `inline; filename="${file.fileName}"`,
      });
      return sent ? reply : notFound();
    },
  );
}

export async function profileRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  await app.register(uploadedFileRoute, context);
  await app.register(guardedRoutes, context);
}
