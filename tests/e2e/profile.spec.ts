// The learner's own profile (content-app.md 2.4, 4, 5, 8, 9), section type 60 and /perfil, walked
// against the reference API. Carla (fixtures/aurora/parts/profile.json) is this suite's own learner:
// it edits her profile, never Ana's, whom the other suites read.
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './axe';
import { apiToken, direct, startSignedIn, tenantUrl, watchCsp } from './support';

const EMAIL = 'carla@aurora.test';
const SECTION = '/meu-perfil/231?idSection=231';

// One learner's data changes from test to test: run them in order.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, request }) => {
  await startSignedIn(page, request, 'aurora', EMAIL);
});

async function storedProfile(request: APIRequestContext) {
  const token = await apiToken(request, 'aurora', EMAIL);
  const { url, headers } = direct('aurora', '/api/users/96');
  const response = await request.get(url, { headers: { ...headers, authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()).user as Record<string, unknown>;
}

/** A real PNG (a colour gradient), written here so the photo test needs no file on disk. */
function gradientPng(width: number, height: number): Buffer {
  const rows = Array.from({ length: height }, (_row, y) =>
    Buffer.from([
      0,
      ...Array.from({ length: width }, (_column, x) => [(x * 255) / width, (y * 255) / height, 160]).flat(),
    ]),
  );
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return undefined;
}

test('the section shows the profile and "Meus Pontos" with "Mostrar mais"', async ({ page }) => {
  const csp = watchCsp(page);
  await page.goto(tenantUrl('aurora', SECTION));
  const screen = page.locator('[data-section-type="60"]');
  await expect(screen.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
  await expect(screen.getByRole('heading', { level: 2, name: /^Carla Menezes/ })).toBeVisible();
  await expect(screen.getByText(EMAIL, { exact: true })).toBeVisible();
  await expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue(EMAIL);
  await expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toBeEditable();

  const points = screen.locator('section', { has: page.getByRole('heading', { name: 'Meus Pontos' }) });
  const activities = points.getByRole('listitem');
  await expect(activities).toHaveCount(2);
  await expect(activities.first()).toContainText('Assistir a um vídeo');
  await expect(activities.first()).toContainText('20 de novembro de 2026');
  await points.getByRole('button', { name: 'Mostrar mais' }).click();
  await expect(activities).toHaveCount(7);
  await points.getByRole('button', { name: 'Mostrar mais' }).click();
  await expect(activities).toHaveCount(9);
  await expect(points.getByRole('button', { name: 'Mostrar mais' })).toHaveCount(0);
  const rules = points.getByRole('table', { name: 'Como você ganha pontos' });
  await expect(rules.getByRole('row', { name: /Concluir uma trilha Maratona de Vendas 100/ })).toBeVisible();

  await points.getByRole('combobox', { name: 'Campanha' }).selectOption({ label: 'Maratona de Vendas' });
  await expect(activities).toHaveCount(2);
  await expect(points.getByText('Total: 120 pontos')).toBeVisible();
  await expect(rules.getByRole('row')).toHaveCount(3);
  await points
    .getByRole('combobox', { name: 'Campanha' })
    .selectOption({ label: 'Semana da Segurança 2025' });
  await expect(activities).toHaveCount(1);

  // The same screen at /perfil.
  await page.goto(tenantUrl('aurora', '/perfil'));
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Meus Pontos' })).toBeVisible();
  csp.expectNone();
});

test('invalid CPF and phone are refused; a valid change is saved, stored and still there after reload', async ({
  page,
  request,
}) => {
  await page.goto(tenantUrl('aurora', SECTION));
  const name = page.getByRole('textbox', { name: 'Nome' });
  const cpf = page.getByRole('textbox', { name: 'CPF' });
  const phone = page.getByRole('textbox', { name: 'Telefone' });
  await expect(cpf).toHaveValue('529.982.247-25');
  await expect(name).not.toBeEditable();
  await page.getByRole('button', { name: 'Editar perfil' }).click();
  await expect(name).toBeFocused();

  await cpf.fill('12345678900');
  await expect(cpf).toHaveValue('123.456.789-00');
  await phone.fill('01999999999');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('CPF inválido', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Telefone invalido, por favor digite corretamente. Exemplo: (99) 99999-9999'),
  ).toBeVisible();
  expect((await storedProfile(request)).cpf).toBe('529.982.247-25');

  const newName = `Carla Menezes ${Date.now() % 100000}`;
  await name.fill(newName);
  await cpf.fill('11144477735');
  await phone.fill('21998765432');
  await expect(phone).toHaveValue('(21) 99876-5432');
  // Carla has not accepted communications yet: the e-mail notification waits for it (content-app.md 5).
  const email = page.getByRole('checkbox', { name: 'Receber notificações por e-mail' });
  await expect(email).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Aceito receber comunicações' }).check();
  await email.uncheck();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Perfil atualizado com sucesso')).toBeVisible();
  await expect(name).not.toBeEditable();

  expect(await storedProfile(request)).toMatchObject({
    name: newName,
    cpf: '111.444.777-35',
    phone: '(21) 99876-5432',
    communicationAccepted: 1,
    emailNotification: 0,
  });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(newName);
  await expect(page.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(21) 99876-5432');
  await expect(page.getByRole('checkbox', { name: 'Receber notificações por e-mail' })).not.toBeChecked();
});

test('a photo is cropped, uploaded as a 250x250 JPEG and shown', async ({ page, request }) => {
  const csp = watchCsp(page);
  await page.goto(tenantUrl('aurora', SECTION));
  await page.getByRole('button', { name: 'Alterar foto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar foto do perfil' });
  await dialog.getByLabel('Escolher imagem').setInputFiles({
    name: 'não-imagem.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('olá'),
  });
  await expect(dialog.getByText('Escolha um arquivo de imagem (JPG, PNG, GIF ou WebP).')).toBeVisible();

  await dialog.getByLabel('Escolher imagem').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: gradientPng(400, 300),
  });
  const crop = dialog.getByRole('img', { name: /Recorte da foto/ });
  await expect(crop).toBeVisible();
  await crop.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('ArrowRight');
  await dialog.getByRole('slider', { name: 'Zoom' }).fill('1.5');
  await dialog.getByRole('button', { name: 'Salvar foto' }).click();
  await expect(page.getByText('Perfil atualizado com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();

  const photo = (await storedProfile(request)).photo as string;
  expect(photo).toMatch(/^\/api\/upload\/files\/[0-9a-f-]{36}$/);
  const header = page.locator(`img[src="${photo}"]`);
  await expect(header).toBeVisible();
  const { url, headers } = direct('aurora', photo);
  const file = await request.get(url, { headers });
  expect(file.headers()['content-type']).toBe('image/jpeg');
  expect(jpegSize(await file.body())).toEqual({ width: 250, height: 250 });

  await page.reload();
  await expect(page.locator(`img[src="${photo}"]`)).toBeVisible();
  csp.expectNone();
});

test('the style-edit screen says the edit screens’ words, saves, and "Cancelar" goes back to /perfil', async ({
  page,
  request,
}) => {
  await page.goto(tenantUrl('aurora', '/perfil/editar-style'));
  await expect(page.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeVisible();
  const cpf = page.getByRole('textbox', { name: 'CPF' });
  const name = page.getByRole('textbox', { name: 'Nome' });
  await expect(name).toBeEditable();
  await cpf.fill('12345678900');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    page.getByText('CPF invalido, por favor formate corretamente.', { exact: true }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const newName = `Carla Menezes ${Date.now() % 100000}`;
  await name.fill(newName);
  await cpf.fill('11144477735');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Salvo com sucesso!', { exact: true })).toBeVisible();
  await expect.poll(async () => (await storedProfile(request)).name).toBe(newName);

  await page.setViewportSize({ width: 375, height: 740 });
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
});
