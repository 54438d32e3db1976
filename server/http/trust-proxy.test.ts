// Behind a balancer (issue 17, Scale 3 and 6): the client's address and scheme come from the trusted
// proxy's X-Forwarded-For / X-Forwarded-Proto, so the per-address limits count each learner and the
// SCORM package origin in frame-src and play addresses is https behind an https balancer; an untrusted
// peer's headers change nothing.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { packageOriginOf } from '../scorm/package-origin.ts';
import type { TrustProxy } from '../server-options.ts';
import { addSecurityHeaders } from './security-headers.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';

async function serverTrusting(trust: TrustProxy | undefined) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
  addSecurityHeaders(app);
  app.get('/page', async (request, reply) =>
    reply.type('text/html').send(`${request.ip} ${request.protocol}`),
  );
  return app;
}

const fromProxy = (app: Awaited<ReturnType<typeof serverTrusting>>, remoteAddress = '10.0.0.5') =>
  app.inject({
    method: 'GET',
    url: '/page',
    remoteAddress,
    headers: {
      host: 'aurora.localhost:5173',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
    },
  });

const frameSrc = (policy: unknown) => /frame-src ([^;]*)/.exec(String(policy))?.[1];

describe('--trust-proxy', () => {
  it('by default believes no forwarded header', async () => {
    const response = await fromProxy(await serverTrusting(undefined));
    expect(response.body).toBe('10.0.0.5 http');
    expect(frameSrc(response.headers['content-security-policy'])).toBe(
      "'self' https: http://scorm.aurora.localhost:5173",
    );
  });

  for (const trust of [true, 1, ['10.0.0.0/8']] as const)
    it(`trusting ${JSON.stringify(trust)}: the client's address, and https for the package origin`, async () => {
      const response = await fromProxy(await serverTrusting(trust));
      expect(response.body).toBe('203.0.113.7 https');
      expect(frameSrc(response.headers['content-security-policy'])).toBe(
        "'self' https: https://scorm.aurora.localhost:5173",
      );
    });

  it('believes only the proxies it names', async () => {
    const response = await fromProxy(await serverTrusting(['10.0.0.0/8']), '192.0.2.1');
    expect(response.body).toBe('192.0.2.1 http');
  });

  it('writes only http or https into an origin, whatever a proxy forwards', () => {
    expect(packageOriginOf('https', 'aurora.localhost')).toBe('https://scorm.aurora.localhost');
    expect(packageOriginOf('javascript', 'aurora.localhost')).toBe('http://scorm.aurora.localhost');
    expect(packageOriginOf('https://x.test http', 'aurora.localhost')).toBe('http://scorm.aurora.localhost');
  });
});
