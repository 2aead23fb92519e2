import { expect, test } from '@playwright/test';
import { newTestBrowser, startLocalPushService } from '../server/helpers/push-service.ts';
import { DEMO, storedSession } from './support/accounts.ts';
import { apiLogin, call, logIn } from './support/money.ts';

/**
 * Web push end to end (issue 25): the demo fan's browser, with the app's service worker installed,
 * is subscribed; the creator replies to the fan's comment; the server sends the push, encrypted,
 * to the push service; Chromium's worker gets it and shows the notification in the fan's words;
 * its address opens the post.
 *
 * Two stand-ins, because Chromium's own push service (Google's) is out of reach from here: the
 * push service is a local one that records what it is sent (PUSH_SERVICE_HOSTS allows 127.0.0.1 in
 * the test server), and DevTools hands what it received to the worker, as Chromium does with a push
 * from its service. Clicking a shown notification has no automation in Chromium: the worker's
 * click handler is tested on its own (tests/unit/push-sw.test.ts); here the fan opens its address.
 */
test('a fan gets a web push for a reply, and its address opens the post', async ({ browser, request }) => {
  const stamp = Date.now().toString(36);
  const pushService = await startLocalPushService();
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
  const fan = await context.newPage();
  await logIn(fan, DEMO.fan.email, DEMO.fan.password);
  const origin = new URL(fan.url()).origin;
  await context.grantPermissions(['notifications'], { origin });
  await fan.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // The fan's browser subscribes (what pushManager.subscribe would give, at the local service).
  const device = newTestBrowser(`${pushService.origin}/fan-${stamp}`);
  const fanToken = (await storedSession(fan)).token ?? '';
  await call(request, 'user/addPushSubscription', { endpoint: device.endpoint, keys: device.keys }, fanToken);

  // The fan comments on one of the creator's free posts, and the creator replies.
  const creatorToken = await apiLogin(request, DEMO.creator.email, DEMO.creator.password);
  const managed = await call<{ list: { id: number; article_type: number; status: number; title: string }[] }>(
    request,
    'article/managePost',
    { page: 1, limit: 50 },
    creatorToken,
  );
  const post = managed.list.find((item) => item.article_type === 3 && item.status === 2);
  expect(post, 'a published free post of the demo creator').toBeDefined();
  const comment = await call<{ id: number }>(
    request,
    'comment/add',
    { article_id: post!.id, content: `Where was this? ${stamp}` },
    fanToken,
  );
  await call(
    request,
    'comment/add',
    { article_id: post!.id, content: `By the sea, ${stamp}`, reply_comment_id: comment.id },
    creatorToken,
  );

  // The push service receives it (a job sends it after the reply's commit), encrypted for the device.
  await expect.poll(() => pushService.receivedAt(device.endpoint).length, { timeout: 20_000 }).toBe(1);
  const [received] = pushService.receivedAt(device.endpoint);
  const plaintext = device.decrypt(received!.body);
  const payload = JSON.parse(plaintext) as { title: string; body: string; url: string; lang: string };
  expect(payload).toMatchObject({ lang: 'en', url: `/en/${DEMO.creator.username}/${post!.id}` });
  expect(payload.body).toContain('replied to your comment');

  // Chromium's worker gets the push and shows it.
  const devtools = await context.newCDPSession(fan);
  const registered = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((one) => one.scopeURL === `${origin}/` && !one.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registered,
    data: plaintext,
  });
  const shown = async () =>
    fan.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((one) => ({
        title: one.title,
        body: one.body,
        url: (one.data as { url: string }).url,
      }));
    });
  await expect.poll(shown).toEqual([{ title: payload.title, body: payload.body, url: payload.url }]);

  // Its address opens the post: the fan's comment is there, and the reply under it.
  await fan.goto(payload.url);
  await expect(fan.getByRole('heading', { level: 2, name: post!.title })).toBeVisible();
  await expect(fan.getByText(`Where was this? ${stamp}`)).toBeVisible();
  await fan.getByRole('button', { name: '1 reply' }).click();
  await expect(fan.getByText(`By the sea, ${stamp}`)).toBeVisible();

  await devtools.detach();
  await context.close();
  await pushService.close();
});
