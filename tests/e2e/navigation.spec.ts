import { expect, test } from '@playwright/test';
import { DEMO, logInWithPassword } from './support/accounts.ts';

/**
 * Moving around the app (spec §2): Back inside the app and from a page opened directly, the
 * browser's own back and forward, and the language prefix rules applied to in-app addresses.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
});

test('Back returns to the page the user came from; on a page opened directly it goes home', async ({
  page,
}) => {
  await page.goto('/en/mine');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await logInWithPassword(page, DEMO.lucia.email, DEMO.lucia.password);
  await page.getByRole('link', { name: 'Password' }).click();
  await expect(page).toHaveURL(/\/en\/mine\/password$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/en\/mine$/);
  await expect(page.getByRole('link', { name: 'Password' })).toBeVisible();

  // Opened directly (a shared link, a new tab): nothing of the app's to go back to.
  await page.goto('/en/mine/password');
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/en\/home$/);
  // Replaced, not pushed: the browser's back leaves home for the page before, not the password page.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/en\/mine\/password$/);
});

test("the browser's back and forward move between the app's screens", async ({ page }) => {
  await page.setViewportSize({ width: 1170, height: 800 });
  await page.goto('/en/home');
  await expect(page.getByRole('tab', { name: 'Popular' })).toBeVisible();
  await page.getByRole('link', { name: 'Me', exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/en\/mine$/);
  await expect(page.getByRole('region', { name: 'Welcome to FanVault' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/home$/);
  await expect(page.getByRole('tab', { name: 'Popular' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('region', { name: 'Welcome to FanVault' })).toBeVisible();
});

test('a language prefix in another form is replaced by its canonical one, keeping the query', async ({
  page,
}) => {
  await page.goto('/FR/home?tab=new');
  await expect(page).toHaveURL(/\/fr\/home\?tab=new$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'home-feed-tab-new');
  await page.goto('/zh-hk');
  await expect(page).toHaveURL(/\/zh-tw$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-tw');
});
