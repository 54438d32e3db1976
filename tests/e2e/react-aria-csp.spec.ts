// src/ui's widgets are built on react-aria-components, under the app's strict CSP (style-src 'self' plus
// the hashes of react-aria's two fixed style sheets, docs/decisions/0008-react-aria-under-the-csp.md).
// React sets inline styles through the CSSOM, which the policy allows; react-aria's own <style> element
// is allowed by its hash. Any other refusal (a new sheet after an update, a style attribute) fails here.
import { expect, test } from '@playwright/test';
import { recordCspViolations, startSignedIn, tenantUrl } from './support';

test("the store's react-aria tabs work with no CSP violation, and react-aria's style sheet applies", async ({
  page,
  request,
}) => {
  await startSignedIn(page, request, 'aurora', 'loja4@aurora.test');
  const violations = await recordCspViolations(page);
  await page.goto(tenantUrl('aurora', '/loja/221?idSection=221'));
  const all = page.getByRole('tab', { name: 'TODOS OS PRODUTOS' });
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await all.focus();
  // MEUS PRODUTOS is the next tab (End goes on to the last, MEUS PEDIDOS).
  await page.keyboard.press('ArrowRight');
  const mine = page.getByRole('tab', { name: 'MEUS PRODUTOS' });
  await expect(mine).toBeFocused();
  await expect(mine).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/aba=meus-produtos/);
  await page.keyboard.press('ArrowLeft');
  await expect(all).toBeFocused();
  await expect(page).not.toHaveURL(/aba=/);
  // The <style> react-aria inserted was accepted: it holds its rule (the app's own sheets may override
  // the value, as its layer comes first).
  const pressableRules = await page.evaluate(() => {
    const sheet = document.querySelector<HTMLStyleElement>('style#react-aria-pressable-style')?.sheet;
    return sheet ? [...sheet.cssRules].map((rule) => rule.cssText) : null;
  });
  expect(pressableRules?.join(' ')).toContain('[data-react-aria-pressable]');
  expect(await violations()).toEqual([]);
});
