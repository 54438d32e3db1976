// The certificate's authenticity address behind a trusted https balancer (--trust-proxy): its scheme is
// the balancer's X-Forwarded-Proto, its host the one the learner used. A server of its own, as the
// trust is a start-up option.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { bearer, horizonte, useLearnerServer } from '../test-support/test-server.ts';

// app.inject() comes from 127.0.0.1: the balancer.
const live = useLearnerServer({ trustProxy: ['127.0.0.1'] });

describe('behind a trusted proxy (server/http/trust-proxy.ts)', () => {
  it('the PDF names the https address', async () => {
    const response = await live.app.inject({
      method: 'POST',
      url: '/api/learning/certificates/',
      headers: { ...bearer(horizonte, live.bruno), 'x-forwarded-proto': 'https' },
      payload: { idUser: 1, idEnrollment: 601 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = execFileSync('pdftotext', ['-', '-'], { input: response.rawPayload, encoding: 'utf8' });
    expect(text).toMatch(
      new RegExp(`https://${horizonte.replace(/\./g, '\\.')}/certificate-authenticity/[A-Za-z0-9_-]{22}`),
    );
  });
});
