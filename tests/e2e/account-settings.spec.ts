import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  DEMO,
  authDialog,
  logInWithPassword,
  readEmailCode,
  signUpThroughApi,
  uniqueAccount,
} from './support/accounts.ts';

/**
 * The account screen end to end (issue 22): a new member verifies their email from it with the
 * code the server mails, saves a social link as its full profile URL, and a creator's new avatar,
 * fitted to its frame, is what their creator page shows.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
});

test('a new member verifies their email on the account page and saves a social link', async ({
  page,
  request,
}) => {
  const { email, account } = uniqueAccount('acct');
  const password = 'Secret_pass1';
  await signUpThroughApi(request, { email, account, password });
  await page.goto('/en/mine');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await logInWithPassword(page, email, password);
  await expect(authDialog(page)).toBeHidden();

  // Mine home's "Not verified" leads to the account page.
  await page.getByRole('link', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/en\/mine\/account$/);
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await expect(page.getByText('Not verified')).toBeVisible();
  await page.getByRole('button', { name: 'Verify email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your email' });
  const asked = new Date();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const code = await readEmailCode(request, email, asked);
  await dialog.getByLabel('Character 1 of 6').fill(code);
  await expect(page.getByRole('status')).toHaveText('Your email is verified.');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: 'Instagram' }).fill('instagram.com/' + account + '/');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Your changes are saved.');
  await expect(page.getByRole('textbox', { name: 'Instagram' })).toHaveValue(
    `https://instagram.com/${account}`,
  );
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Instagram' })).toHaveValue(
    `https://instagram.com/${account}`,
  );
});

test('a creator fits a new avatar to its frame and their creator page shows it', async ({ page }) => {
  const creator = DEMO.creator2;
  await page.goto('/en/mine');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await logInWithPassword(page, creator.email, creator.password);
  await expect(authDialog(page)).toBeHidden();
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/en\/mine\/profile-set$/);

  const picture = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#2563eb' },
  })
    .png()
    .toBuffer();
  await page
    .getByTestId('thumb-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  const crop = page.getByRole('dialog', { name: 'Fit the picture to its frame' });
  await crop.getByRole('slider', { name: 'Zoom' }).fill('2');
  await crop.getByRole('button', { name: 'Use this picture' }).click();
  await expect(page.getByRole('status')).toHaveText('Your changes are saved.');
  await expect(crop).toBeHidden();

  await page.goto(`/en/${creator.username}`);
  const avatar = page.locator('img[src^="/media/p/profiles/"]').first();
  await expect(avatar).toBeVisible();
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([512, 512]);
});

test('a creator previews their page as a visitor, then as a subscriber', async ({ page }) => {
  const creator = DEMO.creator;
  await page.goto('/en/mine');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await logInWithPassword(page, creator.email, creator.password);
  await expect(authDialog(page)).toBeHidden();
  await page.getByRole('link', { name: 'Preview your page' }).click();
  await expect(page).toHaveURL(/\/en\/mine\/profile-prvw$/);
  const banner = page.getByRole('region', { name: 'Preview of your page' });
  await expect(banner.getByRole('button', { name: 'As a visitor' })).toHaveAttribute('aria-pressed', 'true');

  // As a visitor the subscription posts are locked; as a subscriber they open.
  const locked = page.getByRole('button', { name: 'Subscribe to unlock' });
  await expect(locked.first()).toBeVisible();
  await banner.getByRole('button', { name: 'As a subscriber' }).click();
  await expect(banner.getByText(/A subscriber of your plans sees their posts open/)).toBeVisible();
  // The subscriber's page has loaded its posts (the list's items), and none asks to subscribe.
  await expect(
    page
      .getByRole('region', { name: /^Posts by / })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expect(locked).toHaveCount(0);

  await banner.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(/\/en\/mine\/profile-set$/);
});
