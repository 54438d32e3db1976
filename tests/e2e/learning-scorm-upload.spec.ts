// The admin's package upload on the running reference API (issue 12 acceptance, part 1): a zip with a
// `../` path and a zip without a manifest are refused with a pt-BR message, and nothing of them is
// stored: the content item keeps the package it had (3711, bruno's SCORM 1.2 copy, which the CSP test
// of learning-scorm.spec.ts only opens), its standard, its lessons and their launch. Then the admin's
// own screen (issue 22): Helena replaces her course's package (3721) with one that loads its own exit
// page after it finishes, and that page loads.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { zipSync } from 'fflate';
import { axeViolations, isSerious } from './axe';
import { apiLogin, direct, openSignedIn } from './support';

const CONTENT = 3711;

function upload(request: APIRequestContext, token: string, zip: Uint8Array) {
  const { url, headers } = direct('horizonte', `/api/learning/scorm/content-items/${CONTENT}/package`);
  return request.post(url, {
    headers: { ...headers, Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'pacote.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) } },
  });
}

/** What bruno's lesson list says of the item: the package's standard and its lessons. */
async function lessons(request: APIRequestContext) {
  const bruno = await apiLogin(request, 'horizonte', 'bruno@horizonte.test');
  const { url, headers } = direct(
    'horizonte',
    `/api/learning/students/${bruno.loginInfo.idUser}/enrollments/512/nodeEnrollment/51200/contents/${CONTENT}`,
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
  const admin = await apiLogin(request, 'horizonte', 'admin@horizonte.test');
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

/**
 * A SCORM 1.2 lesson as authoring tools write them: it finishes at once (LMSFinish) and then loads its
 * own exit page, which must still be served to the finished run (issue 22, defect 3).
 */
function packageWithExitPage(): Uint8Array {
  const text = (value: string) => new TextEncoder().encode(value);
  return zipSync({
    'imsmanifest.xml': text(`<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="pagina-de-saida" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>Lição com página de saída</title>
      <item identifier="licao" identifierref="recurso"><title>Lição com página de saída</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="recurso" type="webcontent" adlcp:scormtype="sco" href="index.html">
      <file href="index.html"/><file href="licao.js"/><file href="saida.html"/>
    </resource>
  </resources>
</manifest>`),
    'index.html': text(
      '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Lição</title>' +
        '<script src="licao.js"></script></head><body><h1>Lição com página de saída</h1></body></html>',
    ),
    'licao.js': text(`
function findApi(start) {
  for (var win = start, depth = 0; win && depth < 10; depth += 1) {
    if (win.API) return win.API;
    if (win.parent === win) break;
    win = win.parent;
  }
  return null;
}
window.addEventListener('load', function () {
  var api = findApi(window);
  api.LMSInitialize('');
  api.LMSSetValue('cmi.core.lesson_status', 'completed');
  api.LMSCommit('');
  api.LMSFinish('');
  window.location.href = 'saida.html';
});`),
    'saida.html': text(
      '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Fim</title></head>' +
        '<body><h1>Até a próxima!</h1></body></html>',
    ),
  });
}

test("an admin replaces a package from its screen, and the new package's exit page loads after it finishes", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Helena's own course (3721, enrollment 533): no other test opens it.
  await openSignedIn(page, request, 'horizonte', 'admin@horizonte.test', '/level/533');
  // The course has one content, which the page opens by itself once the course is started (else its
  // card does); the package has one lesson, which the cards open at once. The player's admin link leads
  // to the package screen.
  const player = /\/lessons\/533\/3721\/\d+\/53300\/single$/;
  const card = page.locator('a[href="/lms/533/3721/53300/0"]').first();
  await expect(async () => {
    // The page may open the content itself between the two steps: a click that finds no card gives up
    // soon, and the next round sees the player.
    if (await card.isVisible()) await card.click({ timeout: 2_000 });
    await expect(page).toHaveURL(player, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Enviar pacote SCORM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enviar pacote SCORM' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Conteúdo: Pacote de teste da coordenação (SCORM 1.2)')).toBeVisible();

  // A zip without a manifest: the server's reason, the file kept.
  const input = page.getByLabel('Arquivo do pacote (.zip)');
  await input.setInputFiles({
    name: 'sem-manifesto.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zipSync({ 'index.html': new TextEncoder().encode('<p>oi</p>') })),
  });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert')).toHaveText('O pacote não tem o arquivo imsmanifest.xml na raiz.', {
    timeout: 20_000,
  });
  // Still chosen, to send again or replace.
  expect(await input.evaluate((element: HTMLInputElement) => element.files?.[0]?.name)).toBe(
    'sem-manifesto.zip',
  );

  await input.setInputFiles({
    name: 'pagina-de-saida.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(packageWithExitPage()),
  });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText('Pacote SCORM processado com sucesso. SCORM 1.2, 1 lição.', { exact: true }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await axeViolations(page)).filter(isSerious)).toEqual([]);

  // Back to the content: its one lesson is the new package's, which finishes and loads its exit page.
  await page.getByRole('link', { name: 'Voltar ao conteúdo' }).click();
  await expect(page).toHaveURL(player, { timeout: 20_000 });
  const lesson = page
    .frameLocator('iframe[title^="Conteúdo:"]')
    .frameLocator('iframe.content')
    .getByRole('heading', { name: 'Até a próxima!' });
  await expect(lesson).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /Lição finalizada|Concluído/ })).toBeVisible({
    timeout: 20_000,
  });
});
