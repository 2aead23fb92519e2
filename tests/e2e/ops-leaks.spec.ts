/**
 * Leaks traced to the viewer from the operations console (issue 26), end to end: a moderator
 * picks a leaked copy of a demo fan's marked picture in the browser; the console names the fan
 * and the post, and opens the fan's member page from the link; a copy without a mark is said so;
 * the admin finds both traces in the audit log. The copy is marked here as the media route marks
 * what it serves (the e2e server runs with the development MEDIA_SIGNING_KEY).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEVELOPMENT_MEDIA_SIGNING_KEY } from '../../server/config/media.ts';
import { createWatermarker, watermarkSecretOf } from '../../server/media/watermark/watermark.ts';
import { photoLike } from '../fixtures/photo-corpus.ts';
import { callServer, DEMO } from './support/accounts.ts';
import { apiLogin, publishPost, uploadPicture } from './support/money.ts';
import { logInToConsole, openQueue } from './support/operators.ts';

test.describe.configure({ timeout: 180_000 });

async function browserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
  return context.newPage();
}

test('a moderator traces a leaked copy to the fan it was served to; the admin reads the traces', async ({
  browser,
  request,
}) => {
  // A post of the demo creator.
  const creatorToken = await apiLogin(request, DEMO.creator.email, DEMO.creator.password);
  const title = `Leaked in the console ${Date.now().toString(36)}`;
  const postId = await publishPost(request, creatorToken, {
    title,
    media: [await uploadPicture(request, creatorToken, 200)],
    price: 3,
  });

  const moderator = await browserPage(browser);
  await logInToConsole(moderator, 'moderator');
  // The demo fan's id, as the console's member search answers it.
  const userAgent = await moderator.evaluate(() => navigator.userAgent);
  const found = await callServer(moderator.request, 'ops/members', { q: DEMO.fan.username }, undefined, {
    'User-Agent': userAgent,
  });
  expect(found.status, found.msg).toBe(1);
  const fan = (found.data as { list: { id: number; username: string }[] }).list.find(
    (member) => member.username === DEMO.fan.username,
  )!;

  // The copy the fan received, then re-saved at JPEG 70 and scaled to half by whoever leaked it.
  const original = await photoLike(515, 1280, 853);
  const served = (await createWatermarker(watermarkSecretOf(DEVELOPMENT_MEDIA_SIGNING_KEY)).mark(
    original,
    'image/jpeg',
    { viewerId: fan.id, postId },
  ))!;
  const leaked = await sharp(served).resize({ width: 640 }).jpeg({ quality: 70 }).toBuffer();

  await openQueue(moderator, 'Leak tracing');
  await moderator.getByLabel(/^Leaked image/).setInputFiles({
    name: 'leaked.jpg',
    mimeType: 'image/jpeg',
    buffer: leaked,
  });
  await moderator.getByRole('button', { name: 'Trace' }).click();
  await expect(moderator.getByRole('heading', { name: 'Result' })).toBeFocused();
  await expect(moderator.getByText(`(post ${postId})`)).toBeVisible();
  await expect(moderator.getByText(/% of the served picture$/)).toBeVisible();
  await moderator.getByRole('link', { name: `@${DEMO.fan.username}` }).click();
  await expect(moderator).toHaveURL(new RegExp(`/en/ops/members\\?member=${fan.id}$`));
  await expect(
    moderator.getByRole('heading', { level: 2, name: new RegExp(DEMO.fan.username) }),
  ).toBeVisible();

  // A picture that was never served marked.
  await openQueue(moderator, 'Leak tracing');
  await moderator.getByLabel(/^Leaked image/).setInputFiles({
    name: 'holiday.jpg',
    mimeType: 'image/jpeg',
    buffer: original,
  });
  await moderator.getByRole('button', { name: 'Trace' }).click();
  await expect(moderator.getByText(/^No mark found in .holiday\.jpg./)).toBeVisible();

  // Both traces in the audit log, the found one naming the fan and the post.
  const admin = await browserPage(browser);
  await logInToConsole(admin, 'admin');
  await openQueue(admin, 'Audit log');
  await admin.getByLabel('Operator, action, target or reason').fill('leak.trace');
  await admin.getByRole('button', { name: 'Search' }).click();
  const rows = admin.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: `member ${fan.id} post ${postId}` })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'leak no mark' }).first()).toBeVisible();
});
