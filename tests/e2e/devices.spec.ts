import { expect, test } from '@playwright/test';
import { callServer, logInWithPassword, signUpThroughApi, uniqueAccount } from './support/accounts.ts';

/**
 * A member's devices (issue 26): logged in on two browsers, the member logs the other one out from
 * the login security page, and that browser's next page shows it logged out.
 */

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

test('logging out another device from the login security page logs that browser out', async ({
  browser,
  request,
}) => {
  const { email, account } = uniqueAccount('devices');
  const password = 'Secret_pass1';
  await signUpThroughApi(request, { email, account, password });
  const agreed = () => window.localStorage.setItem('cookie-agreement', '1');

  // The other browser: a Firefox, logged in as the app does, its session kept in its storage.
  const other = await browser.newContext({ userAgent: FIREFOX_ON_LINUX });
  const otherPage = await other.newPage();
  await otherPage.addInitScript(agreed);
  const login = await callServer(
    request,
    'account/loginByPassword',
    { account: email, password },
    undefined,
    {
      'User-Agent': FIREFOX_ON_LINUX,
    },
  );
  expect(login.status, login.msg).toBe(1);
  await otherPage.goto('/en');
  await otherPage.evaluate(
    (user) => {
      const saved = JSON.parse(window.localStorage.getItem('fanvault.session') ?? '{}');
      window.localStorage.setItem('fanvault.session', JSON.stringify({ ...saved, ...user }));
    },
    login.data as Record<string, unknown>,
  );

  // This browser logs in through the dialog and logs the Firefox out from the login security page.
  const mine = await browser.newContext();
  const page = await mine.newPage();
  await page.addInitScript(agreed);
  await page.goto('/en/mine');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await logInWithPassword(page, email, password);
  await page.goto('/en/mine/security');
  const devices = page.getByRole('region', { name: 'Logged-in devices' });
  await expect(devices.getByText('This device')).toBeVisible();
  await devices.getByRole('button', { name: 'Log out Firefox on Linux' }).click();
  await expect(page.getByRole('status')).toHaveText('Firefox on Linux was logged out');
  await expect(devices.getByText('Firefox on Linux')).toBeHidden();

  // The Firefox's next page: its session is over.
  await otherPage.goto('/en/mine');
  // The alert's root has no box of its own (its panel is fixed): its text is what shows.
  const alert = otherPage.getByRole('alertdialog', { name: 'Session expired' });
  await expect(alert.getByText('Your session has expired. Please log in again.')).toBeVisible();

  await Promise.all([other.close(), mine.close()]);
});
