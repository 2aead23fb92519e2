import { expect, test, type Page } from '@playwright/test';
import {
  authDialog,
  logInWithPassword,
  signUpThroughApi,
  storedSession,
  uniqueAccount,
} from './support/accounts.ts';

/**
 * Passkeys end to end in Chromium (issue 26), with its virtual authenticator (CDP WebAuthn:
 * internal, discoverable credentials, user verification): a member adds a passkey on Login
 * security, logs out, and logs in with the passkey alone, no password.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
});

/** Gives the page a platform authenticator that holds discoverable passkeys and verifies the user. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/** Logs out from mine home's profile; logout reloads the page. */
async function logOut(page: Page, name: string) {
  await page.goto('/en/mine');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('region', { name }).getByRole('button', { name: 'Log out' }).click();
  await reloaded;
  await expect.poll(async () => (await storedSession(page)).token).toBeNull();
}

test('adds a passkey on Login security, then logs in with it and no password', async ({ page, request }) => {
  const authenticator = await virtualAuthenticator(page);
  const { email, account } = uniqueAccount('passkey');
  const password = 'Secret_pass1';
  await signUpThroughApi(request, { email, account, password });
  await page.goto('/en/mine');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await logInWithPassword(page, email, password);

  await page.getByRole('link', { name: 'Login security' }).click();
  await expect(page).toHaveURL(/\/en\/mine\/security$/);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await section.getByRole('textbox', { name: /^Name/ }).fill('Test laptop');
  await section.getByRole('button', { name: 'Create passkey' }).click();
  await expect(section.getByText('Test laptop')).toBeVisible();
  await expect(section.getByText(/Never used/)).toBeVisible();
  const [credential] = await authenticator.credentials();
  expect(credential?.isResidentCredential).toBe(true);
  expect(credential?.rpId).toBe('localhost');

  await logOut(page, account);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = authDialog(page);
  await dialog.getByRole('button', { name: 'Log in with a passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await storedSession(page)).token).not.toBeNull();

  // Signed in as the member: their passkey shows as just used.
  await page.goto('/en/mine/security');
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/Last used/)).toBeVisible();
  expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThan(0);
});
