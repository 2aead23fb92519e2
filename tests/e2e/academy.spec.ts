import { expect, test } from '@playwright/test';
import { academyCall } from '../../src/contract/calls/app-academy.ts';
import { callServer } from './support/accounts.ts';

/**
 * The creator academy end to end (issue 22): the e2e server stores the six committed recordings at
 * its start (server/seed/academy.ts) and encodes them in the background with the posts' HLS job,
 * lowest priority, the first lesson first. A visitor follows the landing's teaser to
 * /en/official/academy (a page: HTTP 200), opens the first lesson in the modal player (960x540 at
 * this desktop width), which plays through hls.js from /media/h/ with no sign-in, and Esc closes
 * it with the focus back on the card.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
});

test('a visitor opens the academy from the landing, plays a lesson and closes it', async ({
  page,
  request,
}) => {
  // The first lesson's encode, started with the server, may still be running (a few seconds alone,
  // longer beside the browser on 2 cores).
  test.setTimeout(120_000);
  await expect
    .poll(
      async () => {
        const answer = await callServer(request, 'app/academy');
        const lessons = academyCall.response.parse(answer.data).list;
        return lessons.find((lesson) => lesson.id === 'publish')?.status;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe('ready');

  await page.goto('/en');
  await page.getByRole('link', { name: 'Watch the lessons' }).click();
  await expect(page).toHaveURL(/\/en\/official\/academy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Creator Academy' })).toBeVisible();
  const lessons = page.getByRole('list', { name: 'Lessons' }).getByRole('listitem');
  await expect(lessons).toHaveCount(6);
  // The server knows the address as a page, not a creator's.
  expect((await request.get('/en/official/academy')).status()).toBe(200);

  const hls: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/media/h/')) hls.push(pathname);
  });
  const watch = page.getByRole('button', { name: 'Watch: Publish your first post' });
  await watch.click();
  const player = page.getByRole('dialog', { name: 'Publish your first post' });
  const video = player.locator('video');
  await expect(video).toHaveAttribute('data-engine', /^(hls\.js|native)$/, { timeout: 30_000 });
  const canPlayH264 = await page.evaluate(() =>
    MediaSource.isTypeSupported('video/mp4; codecs="avc1.4d4028"'),
  );
  expect(canPlayH264, 'this Chromium decodes the H.264 Main renditions through MSE').toBe(true);
  const box = await video.boundingBox();
  expect(box && { width: Math.round(box.width), height: Math.round(box.height) }).toEqual({
    width: 960,
    height: 540,
  });
  // It plays as it opens.
  await expect
    .poll(() => video.evaluate((element) => (element as HTMLVideoElement).currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0);
  expect(
    hls.some((path) => /^\/media\/h\/\d+\/pub\/[^/]+\/videos\/academy-publish-[0-9a-f]+\/hls\//.test(path)),
  ).toBe(true);
  expect(hls.some((path) => path.endsWith('.ts'))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();
  await expect(watch).toBeFocused();
});
