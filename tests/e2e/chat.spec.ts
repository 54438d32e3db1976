// Chat sections (type 52, content-app.md 2.6, 5, 7) against the reference API: a room chat two people
// use at once over socket.io, stored per day, and a web chat page in a frame; never a CSP violation.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, direct, startSignedIn, tenantUrl, watchCsp } from './support';

const roomPath = '/bate-papo-da-equipe/211?idSection=211';

/** The room open, its history shown and the realtime connection in the room. */
async function openRoom(page: Page, path = roomPath) {
  await page.goto(tenantUrl('aurora', path));
  const log = page.getByRole('log', { name: 'Mensagens de Bate-papo da equipe' });
  await expect(
    log.getByText('Bom dia, pessoal! A reunião de resultados foi confirmada para sexta às 10h.'),
  ).toBeVisible();
  await expect(page.locator('[data-chat-status="connected"]')).toBeVisible({ timeout: 15_000 });
  return log;
}

test('a message sent in the room reaches another user at once and is kept for a reload', async ({
  page,
  browser,
  request,
}) => {
  await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
  const rodrigoContext = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const rodrigoPage = await rodrigoContext.newPage();
  await startSignedIn(rodrigoPage, request, 'aurora', 'rodrigo.teixeira@aurora.test');
  const anaCsp = watchCsp(page);
  // connect-src 'self' covers the same-origin WebSocket: the upgrade happens, and nothing is refused.
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const rodrigoCsp = watchCsp(rodrigoPage);

  const anaLog = await openRoom(page);
  const rodrigoLog = await openRoom(rodrigoPage);
  // The seeded days, under pt-BR headings.
  await expect(anaLog.getByRole('heading', { name: '19 de novembro de 2026' })).toBeVisible();
  await expect(anaLog.getByRole('heading', { name: '20 de novembro de 2026' })).toBeVisible();

  const text = `Reunião confirmada às 10h (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Mensagem' }).fill(text);
  await page.getByRole('textbox', { name: 'Mensagem' }).press('Enter');

  // Ana sees it as her own; Rodrigo, without reloading, sees it with her name.
  const own = anaLog.getByRole('listitem').filter({ hasText: text });
  await expect(own).toBeVisible();
  await expect(own.getByText('Você', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
  const heard = rodrigoLog.getByRole('listitem').filter({ hasText: text });
  await expect(heard).toBeVisible();
  await expect(heard.getByText('Ana Souza', { exact: true })).toBeVisible();
  await expect(heard).toContainText(/\d{2}:\d{2}/);

  // What the server stored: Ana's message in room 211, stamped with the zero-based-month moment.
  const token = await apiToken(request, 'aurora', 'rodrigo.teixeira@aurora.test');
  const { url, headers } = direct('aurora', '/api/chat/loadroom/211');
  const stored = await request.get(url, { headers: { ...headers, authorization: `Bearer ${token}` } });
  const days = (await stored.json()).data as { date: string; messages: Record<string, unknown>[] }[];
  const saved = days.flatMap((day) => day.messages).find((message) => message.message === text);
  expect(saved).toMatchObject({ idUser: 1, user: 'Ana Souza', room: 211 });
  expect(saved?.moment).toMatch(/^\d{2}-(0\d|1[01])-\d{4} \d{2}:\d{2}:\d{2}$/);

  // A reload reads it from storage.
  await rodrigoPage.reload();
  await expect(rodrigoPage.getByRole('log').getByRole('listitem').filter({ hasText: text })).toBeVisible();

  expect(sockets.some((address) => /^ws:\/\/aurora\.localhost:\d+\/socket\.io\//.test(address))).toBe(true);
  anaCsp.expectNone();
  rodrigoCsp.expectNone();
  await rodrigoContext.close();
});

test('an empty or blank message is not sent', async ({ page, request }) => {
  await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
  const saves: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/chat/savemessageroom/')) saves.push(sent.url());
  });
  await openRoom(page);
  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await box.press('Enter');
  await box.fill('    ');
  await box.press('Enter');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.waitForTimeout(500);
  expect(saves).toEqual([]);

  // The same box then sends a real message with the button.
  const text = `Mensagem pelo botão (${Date.now()})`;
  await box.fill(text);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('log').getByRole('listitem').filter({ hasText: text })).toBeVisible();
  expect(saves).toHaveLength(1);
});

test('the room also opens at /chat/{room}', async ({ page, request }) => {
  await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
  const csp = watchCsp(page);
  await openRoom(page, '/chat/211');
  await expect(page.getByRole('heading', { level: 1, name: 'Bate-papo da equipe' })).toBeVisible();
  csp.expectNone();
});

test('a chat section with an address shows that web chat page in a frame', async ({ page, request }) => {
  await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
  const csp = watchCsp(page);
  await page.goto(tenantUrl('aurora', '/atendimento-por-chat/212?idSection=212'));
  const frame = page.locator('iframe[title="Atendimento por chat"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
  await expect(frame.contentFrame().getByRole('heading', { name: 'Atendimento Aurora' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrir o bate-papo em uma nova aba' })).toBeVisible();
  await expect(page.getByRole('log')).toHaveCount(0);
  csp.expectNone();
});
