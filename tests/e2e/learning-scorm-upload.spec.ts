// The admin's package upload on the running reference API (issue 12 acceptance, part 1): a zip with a
// `../` path and a zip without a manifest are refused with a pt-BR message, and nothing of them is
// stored: the content item keeps the package it had (3711, bruno's SCORM 1.2 copy, which the CSP test
// of learning-scorm.spec.ts only opens), its standard, its lessons and their launch.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { zipSync } from 'fflate';
import { direct, PASSWORD } from './support';

const CONTENT = 3711;

async function login(request: APIRequestContext, email: string) {
  const { url, headers } = direct('horizonte', '/api/login');
  const response = await request.post(url, {
    headers,
    data: { username: email, password: PASSWORD, idAppType: 1 },
  });
  expect(response.status()).toBe(200);
  const { token, loginInfo } = (await response.json()) as { token: string; loginInfo: { idUser: number } };
  return { token, idUser: loginInfo.idUser };
}

function upload(request: APIRequestContext, token: string, zip: Uint8Array) {
  const { url, headers } = direct('horizonte', `/api/learning/scorm/content-items/${CONTENT}/package`);
  return request.post(url, {
    headers: { ...headers, Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'pacote.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) } },
  });
}

/** What bruno's lesson list says of the item: the package's standard and its lessons. */
async function lessons(request: APIRequestContext) {
  const bruno = await login(request, 'bruno@horizonte.test');
  const { url, headers } = direct(
    'horizonte',
    `/api/learning/students/${bruno.idUser}/enrollments/512/nodeEnrollment/51200/contents/${CONTENT}`,
  );
  const response = await request.get(url, {
    headers: { ...headers, Authorization: `Bearer ${bruno.token}` },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: { scorm: { status: string; standard: string; scos: { idSco: number; title: string }[] } };
  };
  // The package's side only: another test may open this item meanwhile and change the learner's data.
  const { status, standard, scos } = data.scorm;
  return { status, standard, lessons: scos.map(({ idSco, title }) => ({ idSco, title })) };
}

test('a zip slip and a zip without a manifest are refused, and the item keeps its package', async ({
  request,
}) => {
  const before = await lessons(request);
  expect(before).toMatchObject({ status: 'SUCCESS', standard: '1.2' });
  const admin = await login(request, 'admin@horizonte.test');
  const page = new TextEncoder().encode('<p>oi</p>');
  const manifest = new TextEncoder().encode(
    '<manifest identifier="x"><organizations/><resources/></manifest>',
  );

  const slip = await upload(
    request,
    admin.token,
    zipSync({ 'imsmanifest.xml': manifest, '../evil.txt': page }),
  );
  expect(slip.status()).toBe(400);
  expect(((await slip.json()) as { message: string }).message).toContain('../evil.txt');

  const bare = await upload(request, admin.token, zipSync({ 'index.html': page }));
  expect(bare.status()).toBe(400);
  expect(((await bare.json()) as { message: string }).message).toMatch(/imsmanifest\.xml/);

  expect(await lessons(request)).toEqual(before);
});
