import { expect, test, type Page } from '@playwright/test';

/**
 * The installed service worker (production build) answers the app's routes with the app shell,
 * even offline, and leaves every other path to the server: a developer opening /dev/outbox or a
 * monitor reading /healthz gets the server's answer, not the app's 404 page.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
});

/** Loads the app and waits until its service worker is active and controls the page. */
async function installServiceWorker(page: Page) {
  await page.goto('/en');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker claims open pages when it activates (registerType autoUpdate); a reload is the
  // fallback should the claim land after `ready`.
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('the installed worker serves the app offline, but leaves /dev/outbox and /healthz to the server', async ({
  page,
  context,
}) => {
  await installServiceWorker(page);

  // The worker is in charge of navigations: offline, an app route still opens the app.
  await context.setOffline(true);
  const offline = await page.goto('/en/home');
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
  await context.setOffline(false);

  const outbox = await page.goto('/dev/outbox');
  expect(outbox?.fromServiceWorker()).toBe(false);
  expect(outbox?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(page).toHaveTitle(/FanVault development/);

  const health = await page.goto('/healthz');
  expect(health?.fromServiceWorker()).toBe(false);
  expect(health?.status()).toBe(200);
  expect(await health?.json()).toEqual({ status: 'ok' });

  // Still controlled: the worker was there and chose not to answer.
  await page.goto('/en');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});
