// A learner's walk through the learning area by clicking only (learning-area.md 2.2, 2.3, 2.4), signed
// in as bruno on horizonte: from the home's 'Escolas' grid to the school's catalog, to his course
// Liderança Situacional (enrolment 501), its first module, its first content, the navigation map, and
// back up by the footer's trail, which names every step. Only the home is opened by address. The walk
// only reads: the module's node enrolment and the video's 40% are in the seed, and the video is not
// played, so no other spec's state changes.
import { expect, test, type Page } from '@playwright/test';
import { startSignedIn, tenantUrl } from './support';

test.beforeEach(async ({ page, request }) => {
  await startSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
});

const SCHOOL = 'Escola de Liderança';
const COURSE = 'Liderança Situacional';
const MODULE = 'Módulo 1: diagnóstico da equipe';
const CONTENT = 'Feedback que transforma';

const trail = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Você está em' });

/** The footer's trail names these places, 'Início' first, and the last is the page on screen. */
async function expectTrail(page: Page, names: string[]) {
  const links = trail(page).getByRole('link');
  await expect(links).toHaveCount(names.length, { timeout: 15_000 });
  for (const [index, name] of names.entries()) await expect(links.nth(index)).toHaveAccessibleName(name);
  await expect(links.last()).toHaveAttribute('aria-current', 'page');
}

/** Clicks the first link whose name holds `name`, and lands on `path` with `name` as its heading. */
async function follow(page: Page, name: string, path: string | RegExp) {
  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page).toHaveURL(typeof path === 'string' ? tenantUrl('horizonte', path) : path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const crumb = (page: Page, name: string) => trail(page).getByRole('link', { name, exact: true });

test('bruno walks from the home to a content and back up by clicking only', async ({ page }) => {
  await page.goto(tenantUrl('horizonte', '/'));
  await expectTrail(page, ['Início']);

  // The home's 'Escolas' grid: a school is an ORGANIZATION node, its card opens its catalog page.
  const home = page.locator('[data-learning-home]');
  await home
    .locator('[data-block="Grid"]')
    .getByRole('link', { name: new RegExp(SCHOOL) })
    .click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/catalog/HZ-ESC-LID'));
  await expect(page.getByRole('heading', { level: 1, name: SCHOOL })).toBeVisible();
  await expectTrail(page, ['Início', 'Universidade Horizonte', SCHOOL]);

  // The catalog's card of his course opens its page in his enrolment.
  await follow(page, COURSE, '/level/501/HZ-LID-01');
  await expectTrail(page, ['Início', 'Universidade Horizonte', SCHOOL, COURSE]);

  // Its first module, from the page's 'Módulos' list.
  await follow(page, MODULE, '/level/501/HZ-LID-01-M1');
  await expectTrail(page, ['Início', 'Universidade Horizonte', SCHOOL, COURSE, MODULE]);

  // Its first content opens in the viewer, inside the enrolment.
  await follow(page, CONTENT, /\/contentNode\/3101\/\d+\/501\/1\/-$/);
  await expectTrail(page, ['Início', 'Universidade Horizonte', SCHOOL, COURSE, MODULE, CONTENT]);

  // The navigation map pins the content on screen, and closes back onto the viewer.
  await page.getByRole('button', { name: 'Mapa de navegação' }).click();
  const map = page.getByRole('dialog', { name: /Liderança Situacional|Mapa de navegação/ });
  await expect(map.getByText('Você está aqui!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(map).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: CONTENT })).toBeVisible();

  // Back up, one crumb at a time.
  await crumb(page, MODULE).click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/level/501/HZ-LID-01-M1'));
  await expectTrail(page, ['Início', 'Universidade Horizonte', SCHOOL, COURSE, MODULE]);
  await crumb(page, COURSE).click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/level/501/HZ-LID-01'));
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await crumb(page, SCHOOL).click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/catalog/HZ-ESC-LID'));
  await crumb(page, 'Universidade Horizonte').click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/catalog/HZ-ESCOLA'));
  await expect(page.getByRole('heading', { level: 1, name: 'Universidade Horizonte' })).toBeVisible();
  await expectTrail(page, ['Início', 'Universidade Horizonte']);
  await crumb(page, 'Início').click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/'));
  await expect(page.locator('[data-learning-home]')).toBeVisible();
});

test('the side menu leads to a school, whose trail leads back home', async ({ page }) => {
  await page.goto(tenantUrl('horizonte', '/'));
  await page.getByTestId('top-bar').getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Conteúdos' });
  await menu.getByRole('link', { name: 'Escola de Atendimento' }).click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/catalog/HZ-ESC-ATD'));
  await expectTrail(page, ['Início', 'Universidade Horizonte', 'Escola de Atendimento']);
  await crumb(page, 'Início').click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/'));
});
