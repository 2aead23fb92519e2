import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { authDialog, callServer, DEMO, logInWithPassword, storedSession } from './support/accounts.ts';

/**
 * Publishing end to end (issue 9): the seeded creator publishes an image post made of a real PNG
 * drawn at test time; the image is compressed in the browser's worker, uploaded through
 * /api/upload/image, the post published, and the creator's managed list holds it.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
});

test('a creator publishes an image post and finds it among their posts', async ({ page, request }) => {
  const title = `Harbour ${Date.now().toString(36)}`;
  const png = await sharp({
    create: { width: 2400, height: 1600, channels: 3, background: { r: 42, g: 111, b: 151 } },
  })
    .png()
    .toBuffer();

  await page.goto('/en/mine');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(authDialog(page).getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  await logInWithPassword(page, DEMO.creator.email, DEMO.creator.password);

  // The navigation's Publish opens the file picker at once for a creator (spec §2), and the form
  // opens with the picked files.
  await expect(page.getByRole('link', { name: 'Earnings' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('navigation').getByRole('link', { name: 'Publish' }).first().click();
  await (await chooser).setFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: png });
  await expect(page).toHaveURL(/\/en\/publish$/);
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
  await expect(page.getByText('Uploaded')).toBeVisible({ timeout: 30_000 });

  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Text/).fill('Six frames from the pier before the boats went out.');
  await page.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Photography' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();

  await expect(page.getByRole('alertdialog')).toContainText('Post submitted');
  await expect(page).toHaveURL(/\/en\/mine\/post\?t=free$/);

  const { token } = await storedSession(page);
  const answer = await callServer(request, 'article/managePost', { article_type: 3 }, token ?? undefined);
  expect(answer.status).toBe(1);
  const list = (answer.data as { list: { title: string; content_width: number; content_height: number }[] })
    .list;
  const post = list.find((candidate) => candidate.title === title);
  expect(post).toBeDefined();
  // Compressed in the browser to at most 1920 px on the long side (spec §5).
  expect(post?.content_width).toBe(1920);
  expect(post?.content_height).toBe(1280);
});
