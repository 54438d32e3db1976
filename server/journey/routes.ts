// History, certificates and their authenticity (learning-area.md 2.1, 2.4, 3 History row, 5, 7.5):
//   GET  /api/learning/students/{idUser}/history[?onlyWithCertificate=1] -> {history}: own enrolments,
//        the latest first; with 1 only those offering a certificate (COMPLETED or PASSED, with idCertificate)
//   POST /api/learning/certificates/ {idUser, idEnrollment, idNodeEnrollment?} -> application/pdf
//        '{title}_certificate.pdf' (path not shown in 7.5); 409 unless it offers a certificate
//   GET  /api/learning/students/certificate-authenticity/{authenticityID} (public, by the host's
//        tenant) -> {username, title, startDate, finishDate, progress, token}; 404 'Certificado não
//        encontrado.' for an unknown or altered code
// The code is 128 random bits (base64url), stored once per enrolment with what it certifies: not
// guessable, not derivable from the enrolment, and the same code and text on every download.
import { randomBytes } from 'node:crypto';
import { certificateFileName, offersCertificate } from '../../src/shared-rules/history.ts';
import { authenticatedOf } from '../auth/session-guard.ts';
import { apiSchema, idParams, localSchema } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import type { Area } from '../http/route-table.ts';
import { route } from '../http/route-table.ts';
import { findTenantByHost } from '../tenants/tenant-of-host.ts';
import { certificatePdf } from './certificate-pdf.ts';
import { journeyMessages as texts } from './messages.ts';
import { attachmentDisposition, certificateAddress, companyDayOf, isCertificateCode } from './rules.ts';
import {
  findCertificate,
  issueCertificate,
  learnerName,
  loadHistory,
  loadHistoryRow,
  type StoredHistoryRow,
} from './store.ts';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** A history row as 3 History row has it (schemas/history-row.json). */
function historyRow(row: StoredHistoryRow) {
  return {
    title: row.title,
    enrollmentStatus: row.status,
    startDate: iso(row.created_at),
    finishDate: iso(row.finish_date),
    validityDate: iso(row.validity_date),
    grade: row.grade,
    progress: row.progress,
    nodeStatus: row.node.status ?? 'PUBLISHED',
    nodeCode: row.node_code,
    workload: typeof row.node.workload === 'number' ? row.node.workload : null,
    allowAccessUponCompletion: row.team.allowAccessUponCompletion === 0 ? 0 : 1,
    idEnrollment: row.id_enrollment,
    idContentItem: row.id_content_item,
    idCertificate: row.team.idCertificate ?? null,
  };
}

export const journeyArea: Area = {
  name: 'journey',
  routes: ({ db, now }) => [
    route({
      method: 'GET',
      url: '/api/learning/students/:idUser/history',
      params: idParams('idUser'),
      querystring: apiSchema('learning-history-query'),
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        if (request.params.idUser !== session.idUser) return refuse(403, texts.otherLearner);
        const rows = (await loadHistory(db, tenant.idApp, session.idUser)).map(historyRow);
        const onlyWithCertificate = request.query.onlyWithCertificate === 1;
        return { history: onlyWithCertificate ? rows.filter(offersCertificate) : rows };
      },
    }),
    route({
      method: 'POST',
      url: '/api/learning/certificates/',
      body: apiSchema('learning-certificate-body'),
      handler: async (request, reply) => {
        const { tenant, session } = authenticatedOf(request);
        if (request.body.idUser !== session.idUser) return refuse(403, texts.otherLearner);
        const stored = await loadHistoryRow(db, tenant.idApp, request.body.idEnrollment);
        // Another learner's enrolment is not found either.
        if (!stored || stored.id_user !== session.idUser) return refuse(404, texts.enrollmentNotFound);
        const row = historyRow(stored);
        if (row.idCertificate === null) return refuse(409, texts.noCertificate);
        if (!offersCertificate(row)) return refuse(409, texts.notCompleted);
        const issued = await issueCertificate(
          db,
          {
            idApp: tenant.idApp,
            idEnrollment: row.idEnrollment,
            idUser: session.idUser,
            now: now(),
            code: randomBytes(16).toString('base64url'),
          },
          {
            learner_name: await learnerName(db, tenant.idApp, session.idUser),
            title: row.title,
            start_date: stored.created_at,
            finish_date: stored.finish_date,
            progress: row.progress,
            workload: row.workload,
          },
        );
        const code = issued.authenticity_id;
        const pdf = await certificatePdf({
          company: tenant.details.name,
          learner: issued.learner_name,
          course: issued.title,
          startDate: companyDayOf(issued.start_date),
          finishDate: companyDayOf(issued.finish_date),
          workload: issued.workload,
          code,
          address: certificateAddress(request.protocol, request.headers.host, tenant.bucket, code),
        });
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', attachmentDisposition(certificateFileName(issued.title)))
          .header('Cache-Control', 'no-store')
          .send(Buffer.from(pdf));
      },
    }),
    route({
      method: 'GET',
      url: '/api/learning/students/certificate-authenticity/:authenticityID',
      access: 'public',
      params: localSchema<{ authenticityID: string }>({
        type: 'object',
        required: ['authenticityID'],
        properties: { authenticityID: { type: 'string', maxLength: 200 } },
      }),
      handler: async (request) => {
        const code = request.params.authenticityID;
        const tenant = await findTenantByHost(db, request.headers.host);
        const found =
          tenant && isCertificateCode(code) ? await findCertificate(db, tenant.idApp, code) : undefined;
        if (!found) return refuse(404, texts.certificateNotFound);
        return {
          username: found.learner_name,
          title: found.title,
          startDate: iso(found.start_date),
          finishDate: iso(found.finish_date),
          progress: found.progress,
          token: found.authenticity_id,
          workload: found.workload,
        };
      },
    }),
  ],
};
