import { expect, test, type Page } from '@playwright/test';
import {
  authDialog,
  callServer,
  logInWithPassword,
  signUpThroughApi,
  storedSession,
  uniqueAccount,
} from './support/accounts.ts';

/**
 * Passkeys end to end in Chromium (issue 26), with its virtual authenticator (CDP WebAuthn:
 * internal, discoverable credentials, user verification): a member adds a passkey on Login
 * security, logs out, and logs in with the passkey alone, no password; a member whose only second
 * factor is a passkey confirms a password change with it (the step-up), then logs in with the new
 * password and the passkey.
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

/** Signs up through the API and logs in through the dialog with the password, on mine home. */
async function signUpAndLogIn(page: Page, request: Parameters<typeof signUpThroughApi>[0], tag: string) {
  const { email, account } = uniqueAccount(tag);
  const password = 'Secret_pass1';
  await signUpThroughApi(request, { email, account, password });
  await page.goto('/en/mine');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await logInWithPassword(page, email, password);
  return { email, account, password };
}

/** Adds a passkey on Login security (a member without a second factor: no step-up). */
async function addPasskeyOnSecurity(page: Page, name: string) {
  await page.goto('/en/mine/security');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await section.getByRole('textbox', { name: /^Name/ }).fill(name);
  await section.getByRole('button', { name: 'Create passkey' }).click();
  await expect(section.getByText(name)).toBeVisible();
}

test('a passkey-only member confirms a password change with the passkey', async ({ page, request }) => {
  const authenticator = await virtualAuthenticator(page);
  const { email, account, password } = await signUpAndLogIn(page, request, 'pkstepup');
  await addPasskeyOnSecurity(page, 'Only key');

  await page.goto('/en/mine/password');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  // A passkey is their only second factor: no code field, the save button asks for the passkey.
  await expect(page.getByText(/You confirm this change with one of your passkeys/)).toBeVisible();
  // The factors have loaded when the page says the passkey confirms the change: no code field then.
  await expect(page.getByText(/^You confirm this change with one of your passkeys/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Authentication code/ })).toHaveCount(0);
  await page.getByLabel(/^Current password/).fill(password);
  await page.getByLabel(/^New password/).fill('Fresh_pass2!');
  await page.getByLabel(/^Confirm new password/).fill('Fresh_pass2!');
  const save = page.getByRole('button', { name: 'Save password' });
  await expect(save).toHaveAccessibleDescription(/one of your passkeys/);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/mine$/);
  const [credential] = await authenticator.credentials();
  expect(credential?.signCount).toBeGreaterThan(0);

  // The old password is refused; the new one asks for the passkey, which completes the login.
  await logOut(page, account);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = authDialog(page);
  await dialog.getByRole('button', { name: 'Log in with account name' }).click();
  await dialog.getByRole('textbox', { name: 'Account name or email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: /./ })).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('Fresh_pass2!');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await dialog.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await storedSession(page)).token).not.toBeNull();
});

test('a passkey-only member deletes the account, confirming with the passkey', async ({ page, request }) => {
  await virtualAuthenticator(page);
  const { email, password } = await signUpAndLogIn(page, request, 'pkdelete');
  await addPasskeyOnSecurity(page, 'Only key');

  await page.goto('/en/mine/delete');
  // The factors have loaded when the page says the passkey confirms the change: no code field then.
  await expect(page.getByText(/^You confirm this change with one of your passkeys/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Authentication code/ })).toHaveCount(0);
  await page.getByLabel(/^Current password/).fill(password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect.poll(async () => (await storedSession(page)).token).toBeNull();
  // The account is gone: its password logs nobody in.
  const answer = await callServer(
    request,
    'account/loginByPassword',
    { account: email, password },
    undefined,
    {
      'X-Forwarded-For': '198.51.100.251',
    },
  );
  expect(answer.status).toBe(0);
});
