import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import {
  authDialog,
  callServer,
  logInWithPassword,
  signUpThroughApi,
  storedSession,
  uniqueAccount,
} from './support/accounts.ts';

/**
 * Becoming a creator end to end (spec §2, §7): a new member taps publish, is asked to become a
 * creator first, reads the agreement, picks a document type, goes through the identity agreement
 * to take-picture, adds the ID photo and the face photo through the photo capture's file pick
 * (headless Chromium has no camera), submits and sees the success dialog. With
 * CREATOR_REVIEW_MODE auto (the e2e server's setting) publish then opens the publish screen.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
  // No camera: the capture dialog offers the file pick at once (the fallback under test).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  });
});

const photo = (color: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

test('a new member applies to become a creator from publish and can then publish', async ({
  page,
  request,
}) => {
  const { email, account } = uniqueAccount('apply');
  const password = 'Secret_pass1';
  await signUpThroughApi(request, { email, account, password });

  await page.goto('/en/mine');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await logInWithPassword(page, email, password);

  await page.getByRole('link', { name: 'Publish' }).first().click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Become a creator first');
  await confirm.getByRole('button', { name: 'Become a creator' }).click();
  await expect(page).toHaveURL(/\/en\/mine\/creator$/);

  // Step 1: the agreement (530 px scroll area) and the document-type modal.
  const agreement = page.getByRole('region', { name: 'Creator agreement text' });
  await expect(agreement).toBeVisible();
  expect((await agreement.boundingBox())?.height).toBe(530);
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'ID card' }).click();

  // Step 2: identity agreement.
  await expect(page).toHaveURL(/\/en\/mine\/creator\/identity-agreement$/);
  await page.getByRole('button', { name: 'Start taking photos' }).click();

  // Step 3: take picture. Submitting without photos says what is missing.
  await expect(page).toHaveURL(/\/en\/mine\/creator\/take-picture$/);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Take a photo of your document.')).toBeVisible();
  await expect(page.getByText('Take a photo of your face.')).toBeVisible();

  for (const [slot, color] of [
    ['Photo of your ID card', '#336699'],
    ['Photo of your face', '#cc9966'],
  ] as const) {
    await page
      .getByRole('region', { name: slot })
      .getByRole('button', { name: /Take photo/ })
      .click();
    const capture = page.getByRole('dialog');
    await expect(capture.getByRole('status')).toContainText('The camera is not available');
    await capture
      .getByLabel('Photo file (JPG, PNG or GIF)')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photo(color) });
    await capture.getByRole('button', { name: 'Use this photo' }).click();
    await expect(page.getByRole('region', { name: slot }).getByText('Photo added')).toBeVisible({
      timeout: 20_000,
    });
  }
  await expect(page.getByText('Take a photo of your document.')).toBeHidden();

  await page.getByRole('button', { name: 'Submit application' }).click();
  const submit = page.getByRole('alertdialog');
  await expect(submit).toContainText('Submit your application?');
  await submit.getByRole('button', { name: 'Submit', exact: true }).click();
  const success = page.getByRole('alertdialog');
  await expect(success).toContainText('Application sent');
  await expect(success).toContainText('You are now a creator.');
  await expect(page).toHaveURL(/\/en\/mine$/);
  await success.getByRole('button').first().click();

  const { token } = await storedSession(page);
  const info = await callServer(request, 'user/getUserInfo', {}, token ?? undefined);
  expect((info.data as { auth_status: number }).auth_status).toBe(2);

  // Reloading a step-3 address starts nowhere: mine home, same language.
  await page.goto('/fr/mine/creator/take-picture');
  await expect(page).toHaveURL(/\/fr\/mine$/);

  // Now a creator: Publish opens the file picker (spec §2), and the form with the picked file.
  await page.goto('/en/mine');
  await expect(page.getByRole('link', { name: 'Earnings' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('link', { name: 'Publish' }).first().click();
  await (
    await chooser
  ).setFiles({ name: 'first.jpg', mimeType: 'image/jpeg', buffer: await photo('#2a6f97') });
  await expect(page).toHaveURL(/\/en\/publish$/);
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(1);
  await expect(authDialog(page)).toBeHidden();
});
