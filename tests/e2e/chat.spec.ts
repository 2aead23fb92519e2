import { expect, test, type Page, type WebSocket } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, storedSession } from './support/accounts.ts';
import { apiLogin, call, logIn } from './support/money.ts';

/**
 * Chat end to end (issue 12): the demo fan, who subscribes to the demo creator (server/seed), and
 * that creator, each in a browser context of their own, exchange text over the real socket. The
 * fan opens the room from the creator's page; the creator finds the fan in the contact list with
 * the message unread; each message shows as sent (no "Sending…", no "failure") and arrives live on
 * the other side; a photo goes through the image upload; a fan who went offline gets what was sent
 * meanwhile once back. The socket and the contact list are the user's from login to logout (spec
 * §4): the creator, on home, sees on Messages what was written before the login and what arrives
 * after it, and logging out closes the socket.
 */

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
});

/** The navigation's Messages entry, named with its unread count when there is one. */
const messagesEntry = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
const messagesNamed = (unread: number) =>
  unread === 0 ? 'Messages' : `Messages ${unread} unread ${unread === 1 ? 'message' : 'messages'}`;

/** The room's message list (a region named after the other person). */
const room = (page: Page) => page.getByRole('region', { name: /^Messages with / });

async function send(page: Page, text: string) {
  const field = page.getByRole('textbox', { name: 'Message' });
  await field.fill(text);
  await field.press('Enter');
  const bubble = room(page).getByText(text, { exact: true });
  await expect(bubble).toBeVisible();
  // Acknowledged by the server: no longer sending, not failed.
  await expect(room(page).getByText('Sending…')).toHaveCount(0);
  await expect(room(page).getByText('failure')).toHaveCount(0);
}

test('a fan and a creator exchange messages in two browsers', async ({ browser, request }) => {
  const stamp = Date.now().toString(36);
  const fanContext = await browser.newContext();
  const creatorContext = await browser.newContext();
  await fanContext.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
  await creatorContext.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
  const fan = await fanContext.newPage();
  const creator = await creatorContext.newPage();
  const creatorSockets: WebSocket[] = [];
  creator.on('websocket', (socket) => creatorSockets.push(socket));
  await logIn(fan, DEMO.fan.email, DEMO.fan.password);

  // The fan opens the room from the creator's page and writes while the creator is away.
  await fan.goto(`/en/${DEMO.creator.username}`);
  await fan.getByRole('button', { name: /^Message / }).click();
  await expect(fan).toHaveURL(/\/en\/message\/[\w-]+$/);
  await expect(room(fan)).toBeVisible();
  const hello = `Hello from the fan ${stamp}`;
  await send(fan, hello);

  // The creator logs in and waits on home, away from the chat screen: the session's socket opens
  // there, and the contact list loads with it, so Messages says what the server counts unread.
  const beforeLogIn = creatorSockets.length;
  await logIn(creator, DEMO.creator.email, DEMO.creator.password);
  // Signed in on mine, the session's socket opens there: count it before home's (on a loaded
  // machine it is reported after logIn returns, and was taken for home's).
  await expect.poll(() => creatorSockets.length).toBe(beforeLogIn + 1);
  const beforeHome = creatorSockets.length;
  await creator.goto('/en/home');
  // (Playwright does not report a socket a navigation tears down as closed: they are counted.)
  await expect.poll(() => creatorSockets.length).toBe(beforeHome + 1);
  const sessionSocket = creatorSockets.at(-1);
  const { token } = await storedSession(creator);
  const { unread_total: unreadAtLogin } = await call<{ unread_total: number }>(
    request,
    'chat/getContactList',
    {},
    token ?? '',
  );
  expect(unreadAtLogin).toBeGreaterThanOrEqual(1);
  await expect(messagesEntry(creator)).toHaveAccessibleName(messagesNamed(unreadAtLogin));

  // The fan writes again: it arrives live, one more on Messages, which opens the list.
  const again = `Are you there? ${stamp}`;
  await send(fan, again);
  await expect(messagesEntry(creator)).toHaveAccessibleName(messagesNamed(unreadAtLogin + 1));
  await messagesEntry(creator).click();
  await expect(creator).toHaveURL(/\/en\/message$/);
  const contacts = creator.getByRole('navigation', { name: 'Conversations' });
  const row = contacts.getByRole('link').filter({ hasText: again });
  await expect(row).toBeVisible();
  await expect(row).toContainText('unread messages');
  await row.click();
  await expect(room(creator).getByText(hello, { exact: true })).toBeVisible();
  await expect(room(creator).getByText(again, { exact: true })).toBeVisible();
  // Seen in the room: the unread count goes from the list and from the navigation.
  await expect(row).not.toContainText('unread message');
  await expect(messagesEntry(creator)).toHaveAccessibleName('Messages');

  // The creator answers; it arrives live in the fan's open room, and back again.
  const reply = `Thanks for subscribing ${stamp}`;
  await send(creator, reply);
  await expect(room(fan).getByText(reply, { exact: true })).toBeVisible();
  const second = `A second line ${stamp}`;
  await send(fan, second);
  await expect(room(creator).getByText(second, { exact: true })).toBeVisible();

  // A photo: uploaded, sent as a photos message, shown to the creator.
  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: 'hsl(200, 60%, 45%)' },
  })
    .png()
    .toBuffer();
  await fan
    .getByTestId('chat-photo-input')
    .setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: png });
  await expect(room(fan).getByRole('img', { name: /^Photo from / })).toHaveCount(1);
  await expect(room(fan).getByText('Sending…')).toHaveCount(0);
  await expect(room(fan).getByText('failure')).toHaveCount(0);
  await expect(room(creator).getByRole('img', { name: /^Photo from / })).toHaveCount(1);

  // The fan goes offline; what the creator sends meanwhile reaches them once they are back.
  await fanContext.setOffline(true);
  const meanwhile = `While you were away ${stamp}`;
  await send(creator, meanwhile);
  await fanContext.setOffline(false);
  await expect(room(fan).getByText(meanwhile, { exact: true })).toBeVisible({ timeout: 30_000 });

  // History: a reload reads the conversation back from the server, in order, each once.
  await fan.reload();
  await expect(room(fan).getByText(second, { exact: true })).toBeVisible();
  const texts = await room(fan).getByText(new RegExp(stamp)).allTextContents();
  expect(texts).toEqual([hello, again, reply, second, meanwhile]);
  await expect(room(fan).getByRole('img', { name: /^Photo from / })).toHaveCount(1);

  // The chat screen used the session's socket: home's, and no other.
  expect(creatorSockets.at(-1)).toBe(sessionSocket);
  // After logging out, a visitor's pages open no socket.
  await creator.goto('/en/mine');
  await expect.poll(() => creatorSockets.length).toBe(beforeHome + 2);
  // Logout reloads the page: wait for the new document, not the old one's signed-out render.
  const reloaded = creator.waitForEvent('load');
  await creator
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await reloaded;
  await expect(creator.getByRole('region', { name: 'Welcome to FanVault' })).toBeVisible();
  await creator.goto('/en/home');
  await expect(creator.getByRole('tab', { name: 'Popular' })).toBeVisible();
  await creator.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 3000 })));
  await creator.waitForTimeout(500);
  expect(creatorSockets).toHaveLength(beforeHome + 2);

  await fanContext.close();
  await creatorContext.close();
});

/**
 * Issue 25: the fan mutes the demo creator's mass messages from their conversation (the room's
 * settings), the server keeps it, and the switch says so after a reload; unmuting puts it back.
 */
test('a fan mutes a creator’s mass messages from the conversation', async ({ page, request }) => {
  await logIn(page, DEMO.fan.email, DEMO.fan.password);
  const token = (await storedSession(page)).token ?? '';
  const creatorToken = await apiLogin(request, DEMO.creator.email, DEMO.creator.password);
  const creator = await call<{ uuid: string }>(request, 'user/getUserInfo', {}, creatorToken);
  const muted = async () =>
    (await call<{ muted: number }>(request, 'chat/getMassMessageMute', { uuid: creator.uuid }, token)).muted;
  expect(await muted()).toBe(0);

  await page.goto(`/en/message/${creator.uuid}`);
  await expect(room(page)).toBeVisible();
  await page.getByRole('button', { name: 'Conversation settings' }).click();
  const toggle = page.getByRole('switch', { name: 'Mute mass messages' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect.poll(muted).toBe(1);

  await page.reload();
  await page.getByRole('button', { name: 'Conversation settings' }).click();
  await expect(page.getByRole('switch', { name: 'Mute mass messages' })).toBeChecked();
  await page.getByRole('switch', { name: 'Mute mass messages' }).click();
  await expect.poll(muted).toBe(0);
});
