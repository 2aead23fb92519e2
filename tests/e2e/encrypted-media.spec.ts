import { expect, test } from '@playwright/test';
import { authDialog, DEMO, logInWithPassword } from './support/accounts.ts';

/**
 * Encrypted originals end to end (issue 9, spec §7 "Fetched images are decrypted client-side"):
 * the seeded creator's locked image posts reach her browser from /media/e/ as ciphertext
 * (application/octet-stream) and show decrypted from Blob URLs; a visitor never fetches one.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
});

test("the creator sees her subscription posts' pictures decrypted", async ({ page }) => {
  const encrypted: { url: string; type: string | undefined; status: number }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/media/e/')) {
      encrypted.push({
        url: response.url(),
        type: response.headers()['content-type'],
        status: response.status(),
      });
    }
  });

  await page.goto('/en/mine');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(authDialog(page).getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  await logInWithPassword(page, DEMO.creator.email, DEMO.creator.password);

  await page.goto('/en/mine/post?t=subscribe');
  const decrypted = page.locator('article img[src^="blob:"]');
  await expect(decrypted.first()).toBeAttached({ timeout: 20_000 });
  await expect
    .poll(() => decrypted.first().evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  // The ciphertext's URL never reaches an <img>, and it came as bytes no browser renders.
  await expect(page.locator('img[src*="/media/e/"]')).toHaveCount(0);
  expect(encrypted.length).toBeGreaterThan(0);
  for (const response of encrypted) {
    expect(response.status, response.url).toBe(200);
    expect(response.type, response.url).toBe('application/octet-stream');
  }
});

test('a visitor sees only blurred previews of locked posts and fetches no encrypted original', async ({
  page,
}) => {
  const encrypted: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/media/e/')) encrypted.push(request.url());
  });
  await page.goto('/en/home');
  const locked = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /subscribe|buy for/i }) });
  await expect(locked.first()).toBeVisible();
  const sources = await locked
    .first()
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  expect(sources.length).toBeGreaterThan(0);
  expect(sources.every((src) => new URL(src).pathname.startsWith('/media/p/'))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(encrypted).toEqual([]);
  await expect(page.locator('img[src^="blob:"]')).toHaveCount(0);
});
