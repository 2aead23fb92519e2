import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, storedSession } from './support/accounts.ts';
import { call, dialogTitled, logIn, makeVideo, userInfo } from './support/money.ts';

/**
 * Paid messages end to end (issue 25): the demo creator, in their conversation with the demo fan
 * (subscribed to them, server/seed), sends a picture with a price; the fan sees it locked (its
 * blurred preview, the price), pays with their saved card and sees the picture, while the creator
 * sees live that it was unlocked, and is told in the notification centre. The picture's URL copied to a second fan's browser, or to a
 * visitor's, opens nothing.
 */
test('a creator sends a paid message, the fan pays and sees it, another fan gets nothing', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  for (const context of contexts)
    await context.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
  const [fanContext, creatorContext, otherContext] = contexts as [
    (typeof contexts)[0],
    (typeof contexts)[0],
    (typeof contexts)[0],
  ];
  const fan = await fanContext.newPage();
  const creator = await creatorContext.newPage();
  const other = await otherContext.newPage();
  await logIn(fan, DEMO.fan.email, DEMO.fan.password);
  await logIn(creator, DEMO.creator.email, DEMO.creator.password);
  await logIn(other, DEMO.lucia.email, DEMO.lucia.password);
  const fanInfo = await userInfo(request, (await storedSession(fan)).token ?? '');
  const creatorInfo = await userInfo(request, (await storedSession(creator)).token ?? '');
  const room = (page: typeof fan) => page.getByRole('region', { name: /^Messages with / });

  // Both in the conversation.
  await creator.goto(`/en/message/${fanInfo.uuid}`);
  await expect(room(creator)).toBeVisible();
  await fan.goto(`/en/message/${creatorInfo.uuid}`);
  await expect(room(fan)).toBeVisible();

  // The creator composes: a picture, $4.50, a caption.
  await creator.getByRole('button', { name: 'Send a paid message' }).click();
  const composer = await dialogTitled(creator, 'Send a paid message');
  const png = await sharp({
    create: { width: 480, height: 360, channels: 3, background: 'hsl(320, 60%, 50%)' },
  })
    .png()
    .toBuffer();
  await composer
    .getByTestId('paid-message-input')
    .setInputFiles({ name: 'studio.png', mimeType: 'image/png', buffer: png });
  await expect(composer.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  const caption = `Studio session ${stamp}`;
  await composer.getByRole('textbox', { name: /Price/ }).fill('4.50');
  await composer.getByRole('textbox', { name: /Caption/ }).fill(caption);
  await composer.getByRole('button', { name: 'Send' }).click();
  const sent = room(creator).getByTestId('paid-message').filter({ hasText: caption });
  await expect(sent.getByText('Not unlocked yet')).toBeVisible({ timeout: 15_000 });

  // The fan gets it live, locked: the preview behind a lock, the price, Unlock.
  const received = room(fan).getByTestId('paid-message').filter({ hasText: caption });
  await expect(received).toHaveAttribute('data-locked', 'true');
  await expect(received.getByRole('img', { name: 'Locked picture 1 of 1' })).toBeVisible();
  await received.getByRole('button', { name: 'Unlock for $4.50' }).click();
  const payment = await dialogTitled(fan, 'Payment');
  await expect(payment).toContainText('A paid message from');
  await expect(payment.getByRole('radio', { name: /ending in/ }).first()).toBeVisible();
  await payment.getByRole('button', { name: 'Pay $4.50' }).click();
  const success = await dialogTitled(fan, 'Message unlocked', 20_000);
  await success.getByRole('button', { name: 'Done' }).click();

  // Unlocked for the fan, the picture itself; the creator sees it was bought.
  await expect(received).toHaveAttribute('data-locked', 'false');
  const picture = received.getByRole('img', { name: 'Picture 1 of 1' });
  await expect(picture).toBeVisible();
  const fanName = fanInfo.nickname || fanInfo.username;
  await expect(sent.getByText(`${fanName} unlocked it`)).toBeVisible();
  const url = await picture.getAttribute('src');
  expect(url).toMatch(/^\/media\/o\/uploads\/\d+\/[\w-]+\/original\.png\?exp=\d+&v=u\d+&sig=/);
  const mine = await fan.evaluate(async (address) => (await fetch(address)).status, url!);
  expect(mine).toBe(200);

  // The URL copied: another fan's browser, and a visitor's, get nothing.
  await other.goto('/en');
  expect(await other.evaluate(async (address) => (await fetch(address)).status, url!)).toBe(403);
  const visitor = await browser.newContext();
  const response = await visitor.request.get(url!);
  expect(response.status()).toBe(403);
  await visitor.close();

  // The fan's transactions list it as a paid message.
  const history = await call<{ list: { kind: string; pay_amount: number; status: string }[] }>(
    request,
    'payment/orderHistory',
    {},
    (await storedSession(fan)).token ?? '',
  );
  expect(history.list[0]).toMatchObject({ kind: 'message', pay_amount: 4.5, status: 'paid' });

  // The creator is told in the notification centre: who bought it, for how much; it opens the room.
  await creator.goto('/en/mine/notifications');
  const told = creator
    .getByRole('link', { name: /unlocked your paid message \(\$4\.50\)/ })
    .filter({ hasText: fanName })
    .first();
  await expect(told).toBeVisible();
  await expect(told).toHaveAttribute('href', `/en/message/${fanInfo.uuid}`);

  for (const context of contexts) await context.close();
});

/**
 * A paid video from the creator's dialog (issue 25): the creator chooses Video, a real clip made by
 * ffmpeg now, a price; the browser uploads it and sends the message; the creator sees it being
 * prepared, then plays it once the jobs encoded it. The fan sees it locked (no playlist asked for),
 * pays, and plays it through HLS; the playlist's address copied to a visitor opens nothing.
 */
test('a creator sends a paid video, the fan pays and plays it', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  for (const context of contexts)
    await context.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
  const [fan, creator] = await Promise.all(contexts.map((context) => context.newPage()));
  await logIn(fan!, DEMO.fan.email, DEMO.fan.password);
  await logIn(creator!, DEMO.creator.email, DEMO.creator.password);
  const fanInfo = await userInfo(request, (await storedSession(fan!)).token ?? '');
  const creatorInfo = await userInfo(request, (await storedSession(creator!)).token ?? '');
  const room = (page: typeof fan) => page!.getByRole('region', { name: /^Messages with / });
  await creator!.goto(`/en/message/${fanInfo.uuid}`);
  await expect(room(creator)).toBeVisible();
  const fanPlaylists: string[] = [];
  fan!.on('response', (response) => {
    if (response.url().endsWith('/hls/master.m3u8'))
      fanPlaylists.push(`${response.status()} ${response.url()}`);
  });
  await fan!.goto(`/en/message/${creatorInfo.uuid}`);
  await expect(room(fan)).toBeVisible();

  // The creator composes: Video, the clip, $3, a caption.
  await creator!.getByRole('button', { name: 'Send a paid message' }).click();
  const composer = await dialogTitled(creator!, 'Send a paid message');
  await composer.getByRole('button', { name: 'Video' }).click();
  await composer
    .getByTestId('paid-video-input')
    .setInputFiles({ name: 'backstage.mp4', mimeType: 'video/mp4', buffer: await makeVideo(2) });
  await expect(composer.getByLabel('Chosen video: backstage.mp4')).toBeVisible();
  const caption = `Backstage ${stamp}`;
  await composer.getByRole('textbox', { name: /Price/ }).fill('3');
  await composer.getByRole('textbox', { name: /Caption/ }).fill(caption);
  await composer.getByRole('button', { name: 'Send' }).click();

  // The creator's copy: being prepared, then playable once encoded (the room is told live).
  const sent = room(creator).getByTestId('paid-message').filter({ hasText: caption });
  await expect(sent.getByText('Not unlocked yet')).toBeVisible({ timeout: 30_000 });
  await expect(sent.locator('video')).toHaveAttribute('data-engine', /^(hls\.js|native)$/, {
    timeout: 90_000,
  });

  // The fan's: locked, its blurred poster and length, and nothing of the video asked for.
  const received = room(fan).getByTestId('paid-message').filter({ hasText: caption });
  await expect(received).toHaveAttribute('data-locked', 'true');
  await expect(received.getByRole('img', { name: 'Locked video' })).toBeVisible();
  await expect(received.locator('time')).toHaveText('00:02');
  expect(fanPlaylists).toEqual([]);
  await received.getByRole('button', { name: 'Unlock for $3.00' }).click();
  const payment = await dialogTitled(fan!, 'Payment');
  await payment.getByRole('button', { name: 'Pay $3.00' }).click();
  const success = await dialogTitled(fan!, 'Message unlocked', 20_000);
  await success.getByRole('button', { name: 'Done' }).click();

  // Unlocked: the player, its playlist fetched for this fan; the same address opens nothing elsewhere.
  await expect(received).toHaveAttribute('data-locked', 'false');
  await expect(received.locator('video')).toHaveAttribute('data-engine', /^(hls\.js|native)$/, {
    timeout: 30_000,
  });
  await expect.poll(() => fanPlaylists.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const [status, playlist] = fanPlaylists[0]!.split(' ');
  expect(status).toBe('200');
  const visitor = await browser.newContext();
  expect((await visitor.request.get(playlist!)).status()).toBe(403);
  await visitor.close();

  for (const context of contexts) await context.close();
});
