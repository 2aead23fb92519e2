/**
 * End-to-end helpers for accounts: unique emails, the server's API through the real envelope
 * (to revoke a session from "another device"), the session the app stores, and sign-in codes
 * read from the development outbox.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  DEVELOPMENT_KEYS,
  encodeForm,
  openResponse,
  sealRequest,
  type EnvelopeResponse,
} from '../../../src/contract/envelope.ts';

/** Seeded demo accounts (server/seed/demo-accounts.ts, creators-data.ts). */
export const DEMO = {
  fan: { email: 'fan@example.com', password: 'demo-password-1', username: 'demofan' },
  lucia: { email: 'fan2@example.com', password: 'demo-password-2', username: 'fanlucia' },
  yuki: { email: 'fan3@example.com', password: 'demo-password-3', username: 'fanyuki', nickname: 'ゆき' },
  creator: { email: 'mayafit@example.com', password: 'creator-password-1', username: 'mayafit' },
  creator2: { email: 'lunadraws@example.com', password: 'creator-password-1', username: 'lunadraws' },
} as const;

let sequence = 0;

/** An email and an account name no other test (or earlier run) has used. */
export function uniqueAccount(tag: string): { email: string; account: string } {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${sequence}`;
  return { email: `e2e-${tag}-${stamp}@example.com`, account: `${tag}${stamp}`.slice(0, 20) };
}

/** The message catalogue of a locale, so a test reads the labels a user of that language sees. */
export function catalogue(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../../locales/${locale}.json`, import.meta.url), 'utf8'));
}

/** Calls the API as the app does: sealed request, opened answer. */
export async function callServer(
  request: APIRequestContext,
  path: string,
  params: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<EnvelopeResponse> {
  const payload = { ...params, oauth_id: 'e2e-other-device', oauth_type: 'pwa', ...(token ? { token } : {}) };
  const response = await request.post(`/api/${path}`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en', ...headers },
    data: encodeForm(sealRequest(payload, DEVELOPMENT_KEYS)),
  });
  expect(response.status()).toBe(200);
  return openResponse(await response.json(), DEVELOPMENT_KEYS);
}

let clientNumber = 0;

/**
 * Signs a new member up through the API as a client of its own: the e2e server trusts its loopback
 * proxy (playwright.config.ts), and each call names another address of the documentation range
 * (198.51.100.0/24) as the client. The server allows 5 sign-ups per address per hour; the
 * browser's sign-ups (accounts.spec.ts) keep 127.0.0.1's five, and setups do not use them up.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  details: { email: string; account: string; password: string },
): Promise<void> {
  clientNumber += 1;
  const address = `198.51.100.${((process.pid + clientNumber) % 250) + 1}`;
  const answer = await callServer(request, 'account/registerByPassword', details, undefined, {
    'X-Forwarded-For': address,
  });
  expect(answer.status, answer.msg).toBe(1);
}

/**
 * The session the app keeps in localStorage (src/state/session.ts). Read again once the next page
 * is there when a navigation under way (the app leaving a page after a sign-out or a deletion)
 * destroyed the page's context mid-read.
 */
export async function storedSession(
  page: Page,
): Promise<{ token: string | null; guestId: string; locale: string | null }> {
  for (let tries = 1; ; tries++) {
    try {
      return await page.evaluate(() => JSON.parse(window.localStorage.getItem('fanvault.session') ?? '{}'));
    } catch (error) {
      if (tries >= 3 || !String(error).includes('Execution context was destroyed')) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

/** The newest sign-in code mailed to `email` after `since`, from GET /dev/outbox.json (newest first). */
export async function readEmailCode(request: APIRequestContext, email: string, since: Date): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: { text: string; created_at: string }[] };
      // A few seconds of slack: the database clock and ours may round differently.
      // The newest mail with a code: another notice (a login from a new device, queued as a job)
      // may come in after it.
      code =
        messages
          .filter((message) => new Date(message.created_at).getTime() >= since.getTime() - 5000)
          .map((message) => message.text.match(/^\s*([A-Z0-9]{6})\s*$/m)?.[1])
          .find((found) => found !== undefined) ?? '';
      return code;
    })
    .toMatch(/^[A-Z0-9]{6}$/);
  return code;
}

/** The auth dialog; its root has no box of its own (the panel is fixed), so tests look inside it. */
export const authDialog = (page: Page) => page.getByRole('dialog');

/** Logs in through the dialog's account-login screen (account name or email, and password). */
export async function logInWithPassword(page: Page, email: string, password: string) {
  const dialog = authDialog(page);
  await dialog.getByRole('button', { name: 'Log in with account name' }).click();
  const account = dialog.getByRole('textbox', { name: 'Account name or email' });
  // The screen gives its first field focus as it shows; typing before that (as no person does)
  // lost the race once in CI: the focus landed on the account field while the password was being
  // typed, and the password went into the account field.
  await expect(account).toBeFocused();
  await account.fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The dialog closes as the session is set; it reaches storage a moment later, and a page
  // opened before that starts as a visitor (seen in CI: mine/post sent back to mine home).
  await expect.poll(async () => (await storedSession(page)).token, { timeout: 10_000 }).toBeTruthy();
}
