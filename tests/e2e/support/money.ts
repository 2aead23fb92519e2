/**
 * End-to-end helpers for the money journeys (issue 10): what a test arranges through the real HTTP
 * API before the user acts in the browser (a creator's fresh posts, a payment already made), and
 * what it reads back to check the screens. Payments made here go the same way as the app's: an
 * order, the sandbox's hosted checkout page (its Approve form), the signed webhook, the poll.
 */
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { execFile } from 'node:child_process';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import IntlMessageFormat from 'intl-messageformat';
import sharp from 'sharp';
import { CLIENT_NAME, DEVELOPMENT_KEYS } from '../../../src/contract/envelope.ts';
import { authDialog, callServer, catalogue, DEMO, logInWithPassword } from './accounts.ts';

/** Every seeded creator's password (server/seed/demo-accounts.ts). */
export const CREATOR_PASSWORD = 'creator-password-1';

/** The sandbox's test cards (docs/api.md 5.15). */
export const TEST_CARDS = {
  /** Saved, and every charge succeeds. */
  visa: '4242 4242 4242 4242',
  /** Saved, and every charge succeeds. */
  mastercard: '5555 5555 5555 4444',
  /** Saved, but every charge fails ("Your card was declined."). */
  declinedCharges: '4000 0000 0000 0341',
} as const;

/** A message of a locale's catalogue with its values, as the app shows it. */
export function say(locale: string, key: string, values: Record<string, string | number> = {}): string {
  const message = catalogue(locale)[key];
  expect(message, `${locale}: ${key}`).toBeDefined();
  return String(new IntlMessageFormat(message!, locale).format(values));
}

/** A message of the server's catalogue (locales/server), as the sandbox's pages show it. */
export function serverSay(locale: string, key: string): string {
  const messages = JSON.parse(
    readFileSync(new URL(`../../../locales/server/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
  expect(messages[key], `server ${locale}: ${key}`).toBeDefined();
  return messages[key]!;
}

/**
 * An amount as the app writes every price and balance (src/i18n/format.ts formatPrice): whole from
 * 100 up without cents ("$100"), anything else with two ("$4.99", "$120.50").
 */
export function money(locale: string, amount: number): string {
  const whole = Number.isInteger(amount) && amount >= 100;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** A session token for an account, from the password login (the browser gets its own). */
export async function apiLogin(request: APIRequestContext, account: string, password: string) {
  const login = await callServer(request, 'account/loginByPassword', { account, password });
  expect(login.status, login.msg).toBe(1);
  return (login.data as { token: string }).token;
}

/** Calls the API as `token`'s user and expects success; answers `data`. */
export async function call<T>(
  request: APIRequestContext,
  path: string,
  params: Record<string, unknown>,
  token: string,
): Promise<T> {
  const answer = await callServer(request, path, params, token);
  expect(answer.status, `${path}: ${answer.msg}`).toBe(1);
  return answer.data as T;
}

/** The signed fields of the upload calls (docs/api.md 5.9, 5.9b). */
export function uploadSignature(token: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const sign = createHmac('sha256', DEVELOPMENT_KEYS.signKey)
    .update(`client=${CLIENT_NAME}&timestamp=${timestamp}&token=${token}`)
    .digest('hex');
  return { timestamp, sign };
}

/** A picture drawn now, in a colour of its own, uploaded through /api/upload/image; its upload id. */
export async function uploadPicture(request: APIRequestContext, token: string, hue: number) {
  const png = await sharp({
    create: { width: 800, height: 600, channels: 3, background: `hsl(${hue}, 60%, 45%)` },
  })
    .png()
    .toBuffer();
  const response = await request.post('/api/upload/image', {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
    multipart: {
      ...uploadSignature(token),
      cover: { name: 'picture.png', mimeType: 'image/png', buffer: png },
    },
  });
  const answer = (await response.json()) as { code: number; msg: string; data: { upload_id: string } };
  expect(answer, answer.msg).toMatchObject({ code: 1 });
  return answer.data.upload_id;
}

/** A short test-pattern video made by ffmpeg now. */
export async function makeVideo(seconds = 3): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'fanvault-e2e-money-video-'));
  const file = join(dir, 'clip.mp4');
  try {
    await promisify(execFile)('ffmpeg', [
      ...['-hide_banner', '-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-t', String(seconds), '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-c:a', 'aac', '-shortest'],
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postSigned<T>(request: APIRequestContext, path: string, token: string, fields: object) {
  const response = await request.post(path, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
    data: { ...uploadSignature(token), ...fields },
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  expect(answer, `${path}: ${answer.msg}`).toMatchObject({ code: 1 });
  return answer.data;
}

/** Uploads a video through sign, one PUT and complete (docs/api.md 5.9b); its upload id. */
export async function uploadVideo(request: APIRequestContext, token: string, bytes: Buffer) {
  const start = await postSigned<{ uploadUrl: string; UploadName: string; uploadId: string }>(
    request,
    '/api/upload/video/sign',
    token,
    {
      total: bytes.length,
      file_hash: createHash('sha256').update(bytes).digest('hex'),
      file_name: 'clip.mp4',
      file_type: 'video/mp4',
    },
  );
  const put = await request.put(start.uploadUrl, { data: bytes });
  expect(put.status()).toBe(200);
  const done = await postSigned<{ upload_id: string }>(request, '/api/upload/multipart/complete', token, {
    upload_name: start.UploadName,
    upload_id: start.uploadId,
    slice_tag: [{ number: 1, e_tag: put.headers().etag ?? '' }],
  });
  return done.upload_id;
}

export interface NewPost {
  title: string;
  media: string[];
  /** A video post (one video upload in `media`). @default false */
  video?: boolean;
  /** Subscription post of these plans; else pay-per-post at `price`. */
  planIds?: number[];
  price?: number;
}

/** Publishes a post through article/publish; answers its id. */
export async function publishPost(request: APIRequestContext, token: string, post: NewPost) {
  const published = await call<{ id: number; status: number }>(
    request,
    'article/publish',
    {
      category: 'art',
      title: post.title,
      content: `${post.title}: made by the end-to-end money journeys.`,
      resource_type: post.video ? 2 : 1,
      ...(post.planIds
        ? { article_type: 1, subscription_ids: post.planIds }
        : { article_type: 2, price: post.price }),
      media: post.media,
    },
    token,
  );
  return published.id;
}

/** Waits until the creator's post is published (2): at once for pictures, after encoding for a video. */
export async function waitUntilPublished(request: APIRequestContext, token: string, id: number) {
  await expect
    .poll(
      async () => {
        const answer = await call<{ list: { id: number; status: number; review_note: string }[] }>(
          request,
          'article/managePost',
          { page: 1, limit: 20 },
          token,
        );
        const post = answer.list.find((candidate) => candidate.id === id);
        return post ? `${post.status} ${post.review_note}`.trim() : 'missing';
      },
      { timeout: 180_000, intervals: [1000] },
    )
    .toBe('2');
}

/** A creator's plans as subscription/list answers them (the creator's own call). */
export async function plansOf(request: APIRequestContext, token: string) {
  const plans = await call<{ list: { id: number; name: string; price: number }[] }>(
    request,
    'subscription/list',
    {},
    token,
  );
  return plans.list;
}

/**
 * Pays for a plan (or a post) on the sandbox's checkout page without a browser: creates the order
 * with the credit card way (78), POSTs the page's Approve form and waits for the order to be paid
 * (the sandbox's signed event reaches the webhook from the job queue). Answers the order id.
 */
export async function payOnCheckoutPage(
  request: APIRequestContext,
  token: string,
  order: { kind: 'plan' | 'post'; itemId: number; aff: number; amount: number },
) {
  const created = await call<{ order_id: string; url: string }>(
    request,
    order.kind === 'plan' ? 'payment/subscriptionCreater' : 'payment/buyPost',
    {
      item_id: order.itemId,
      aff: order.aff,
      amount: order.amount,
      pay_type_id: 78,
      client_key: randomUUID(),
    },
    token,
  );
  expect(created.url).toMatch(/^\/sandbox\/checkout\/[^/]+$/);
  const approved = await request.post(`${created.url}/approve`, { maxRedirects: 0 });
  expect(approved.status()).toBe(303);
  await expect
    .poll(
      async () =>
        (
          await call<{ status: string }>(
            request,
            'payment/checkOrderStatus',
            { order_id: created.order_id },
            token,
          )
        ).status,
      { timeout: 20_000 },
    )
    .toBe('paid');
  return created.order_id;
}

/** A saved card as payment/getCardList answers it. */
export interface ListedCard {
  id: string;
  card: { brand: string; last4: string };
  is_default: number;
}

/** The fan's saved cards, as payment/getCardList answers them. */
export async function cardsOf(request: APIRequestContext, token: string) {
  return (await call<{ list: ListedCard[] }>(request, 'payment/getCardList', {}, token)).list;
}

/**
 * Saves a card the way the app does, without a browser: a card setup (payment/getStripeKey), the
 * card confirmed with the sandbox's card API, then the card awaited in the fan's list until the
 * provider's event has reached the server. Answers the saved card.
 */
export async function saveCardThroughApi(request: APIRequestContext, token: string, number: string) {
  const setup = await call<{ client_secret: string; confirm_url: string }>(
    request,
    'payment/getStripeKey',
    {},
    token,
  );
  const confirmed = await request.post(setup.confirm_url, {
    data: {
      client_secret: setup.client_secret,
      card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' },
    },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const last4 = number.replace(/\D/g, '').slice(-4);
  await expect
    .poll(async () => (await cardsOf(request, token)).some((saved) => saved.card.last4 === last4), {
      timeout: 20_000,
    })
    .toBe(true);
  return (await cardsOf(request, token)).find((saved) => saved.card.last4 === last4)!;
}

/** The user's record as user/getUserInfo answers it. */
export async function userInfo(request: APIRequestContext, token: string) {
  return call<{ aff: number; uuid: string; money: number; username: string; nickname: string }>(
    request,
    'user/getUserInfo',
    {},
    token,
  );
}

/** A post as the viewer `token` sees it in article/getList's New tab. */
export async function postAsSeenBy(request: APIRequestContext, token: string, id: number) {
  const answer = await call<{ list: { id: number; is_unlock: number; url: { url: string }[] }[] }>(
    request,
    'article/getList',
    { filter_by: 1, page: 1, limit: 30 },
    token,
  );
  return answer.list.find((post) => post.id === id);
}

/** Logs in through mine's Log in button and the dialog's password screen (English). */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/en/mine');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(authDialog(page).getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  await logInWithPassword(page, email, password);
}

/**
 * The demo creator, the demo fan and Lucia (another subscriber of the creator), each signed in in a
 * browser of their own with cookies agreed: the cast of the mass-message journeys. Close `contexts`
 * at the end.
 */
export async function creatorAndTwoFans(browser: Browser) {
  const contexts: BrowserContext[] = await Promise.all([
    browser.newContext(),
    browser.newContext(),
    browser.newContext(),
  ]);
  for (const context of contexts)
    await context.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
  const [creator, fan, lucia] = await Promise.all(contexts.map((context) => context.newPage()));
  await logIn(creator!, DEMO.creator.email, DEMO.creator.password);
  await logIn(fan!, DEMO.fan.email, DEMO.fan.password);
  await logIn(lucia!, DEMO.lucia.email, DEMO.lucia.password);
  return { contexts, creator: creator!, fan: fan!, lucia: lucia! };
}

/**
 * The dialog titled `title`, once its heading shows (a dialog's root has no box of its own: its
 * panel is fixed, so what is visible is inside it).
 */
export async function dialogTitled(page: Page, title: string, timeout?: number) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible(timeout ? { timeout } : {});
  return dialog;
}

/**
 * The home feed's New tab, opened from Popular: home's document carries a first page up to a
 * minute old (docs/decisions.md), the tab's own call has the posts published seconds ago.
 */
export async function openNewTab(page: Page, locale: string) {
  await page.goto(`/${locale}/home`);
  // Pressed again if the first press went nowhere: one CI run (2026-12-07, 3033d90) saw a press
  // made as the page was loaded leave the address at /home; the cause is not yet found.
  await expect(async () => {
    await page.getByRole('tab', { name: say(locale, 'home.tab.new') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/home\\?tab=new$`), { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** The feed's card of the post titled `title`. */
export function postCard(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
}

/** Waits until the card shows its original picture, decrypted into a Blob URL, drawn. */
export async function expectOriginalShown(card: ReturnType<typeof postCard>) {
  const original = card.locator('img[src^="blob:"]');
  await expect(original).toBeAttached();
  await expect
    .poll(() => original.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}
