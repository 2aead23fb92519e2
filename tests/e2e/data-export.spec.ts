import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { logInWithPassword, signUpThroughApi, uniqueAccount } from './support/accounts.ts';

/**
 * A member's data to take away (issue 26): asked for on the account page, prepared by the server's
 * job while the page waits, then downloaded in the same browser and opened: the README, the
 * profile as JSON and CSV.
 */
test('a member requests an export, waits for it, downloads the ZIP and opens it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { email, account } = uniqueAccount('export');
  const password = 'Secret_pass1';
  await signUpThroughApi(request, { email, account, password });
  await page.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
  await page.goto('/en/mine');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await logInWithPassword(page, email, password);

  await page.goto('/en/mine/account');
  const section = page.getByRole('region', { name: 'Download your data' });
  await section.getByRole('button', { name: 'Request my data' }).click();
  await expect(section.getByText(/Preparing your export/)).toBeVisible();
  // The page asks again every 5 s while the job prepares it.
  await expect(section.getByText(/Your export is ready/)).toBeVisible({ timeout: 60_000 });

  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download ZIP' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fanvault-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(strFromU8(entries['README.txt']!)).toContain('profile.json');
  const [profile] = JSON.parse(strFromU8(entries['profile.json']!)) as { username: string; email: string }[];
  expect(profile).toMatchObject({ username: account, email });
  expect(strFromU8(entries['profile.csv']!)).toContain(account);
  expect(Object.keys(entries)).toEqual(expect.arrayContaining(['posts.json', 'messages.csv', 'orders.json']));
});
