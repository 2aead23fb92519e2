import { expect, test, type Page } from '@playwright/test';

/** The first journey on a fresh server: a visitor lands, reads, switches language, browses. */

async function sideNavBox(page: Page) {
  // Measured on the app's own page: the server's first HTML it replaces may still be showing.
  await expect(page.locator('[data-first-html]')).toHaveCount(0);
  // The desktop side navigation: the one visible navigation landmark at 1170 px.
  const nav = page.getByRole('navigation').filter({ visible: true }).first();
  await expect(nav).toBeVisible();
  const box = await nav.boundingBox();
  if (!box) throw new Error('the side navigation has no box');
  return box;
}

test.beforeEach(async ({ page }, testInfo) => {
  // Only the first journey meets the cookie banner; the others have agreed before.
  if (!testInfo.title.includes('cookie')) {
    await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
  }
});

test('a first visit asks for cookie consent once, and Accept remembers it', async ({ page }) => {
  await page.goto('/en');
  const banner = page.getByRole('region', { name: /cookie/i });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: /accept/i }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByText('5000+', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /cookie/i })).toHaveCount(0);
});

test('a visitor at / is sent to /en and sees the landing page with its numbers', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByText('20+', { exact: true })).toBeVisible();
  await expect(page.getByText('5000+', { exact: true })).toBeVisible();
  await expect(page.getByText('0%', { exact: true })).toBeVisible();
});

test('switching to Arabic mirrors the layout and is remembered', async ({ page }) => {
  await page.goto('/en/home');
  const ltr = await sideNavBox(page);
  expect(ltr.x).toBeLessThan(100);

  await page.getByRole('button', { name: 'Language' }).first().click();
  await page.getByRole('option', { name: 'العربية' }).click();

  await expect(page).toHaveURL(/\/ar\/home$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The interface speaks Arabic now, from the lazily loaded ar catalogue.
  await expect(page.getByRole('link', { name: 'الرئيسية' }).first()).toBeVisible();
  const rtl = await sideNavBox(page);
  const width = page.viewportSize()?.width ?? 0;
  expect(rtl.x + rtl.width).toBeGreaterThan(width - 100);

  // A path without a language now goes to the stored one.
  await page.goto('/home?lang=fr&tab=new');
  await expect(page).toHaveURL(/\/ar\/home\?tab=new$/);
});

test('home lists seeded posts, and locked posts show only their blurred preview', async ({ page }) => {
  await page.goto('/en/home');
  const posts = page.getByRole('article');
  await expect(posts.first()).toBeVisible();
  expect(await posts.count()).toBeGreaterThanOrEqual(5);

  const locked = posts.filter({ has: page.getByRole('button', { name: /subscribe|buy for/i }) });
  await expect(locked.first()).toBeVisible();
  const lockedSources = await locked
    .first()
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  expect(lockedSources.some((src) => src.includes('/media/p/'))).toBe(true);
  expect(lockedSources.some((src) => src.includes('/media/o/'))).toBe(false);

  const free = posts.filter({ hasNot: page.getByRole('button', { name: /subscribe|buy for/i }) });
  await expect(free.first()).toBeVisible();
  const original = free.first().locator('img[src*="/media/o/"]').first();
  await expect(original).toBeAttached();
  // The signed original really loads.
  await expect
    .poll(() => original.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
});

test('an unknown page inside a language shows the 404 page, and answers 404', async ({ page }) => {
  const response = await page.goto('/en/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/404|not found/i).first()).toBeVisible();
  // A creator who does not exist, and a page of a section that has no such page, alike.
  expect((await page.goto('/en/nobody-is-called-this'))?.status()).toBe(404);
  expect((await page.goto('/en/mine/no-such-page'))?.status()).toBe(404);
});

test("the legal texts open from the landing's footer, each a page of its own", async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/en\/official\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  // The operator named by the deployment's configuration, not a placeholder.
  await expect(page.getByText(/\{operatorName\}/)).toHaveCount(0);
  const response = await page.goto('/ar/official/acceptable-use-policy');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the 401 page offers to log in again, and its Log in opens the login dialog over home', async ({
  page,
}) => {
  await page.goto('/error-401');
  await expect(page.getByRole('heading', { level: 1, name: 'You need to log in' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/home$/);
  // The dialog's root has no box of its own: its heading shows it is open.
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
});
