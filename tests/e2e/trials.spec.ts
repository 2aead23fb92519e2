import { expect, test } from '@playwright/test';
import {
  authDialog,
  DEMO,
  logInWithPassword,
  signUpThroughApi,
  storedSession,
  uniqueAccount,
} from './support/accounts.ts';
import { call, logIn } from './support/money.ts';

/**
 * Free trial links end to end (issue 25; docs/decisions/trials.md): the demo creator makes a link
 * giving 5 days free on their first plan in their earnings; a fan new to them opens the link as a
 * visitor, reads the date the trial ends and the price it renews at, logs in from the page, and
 * the claim runs: the page and the fan's subscriptions show the trial and the date it renews.
 */
test('a creator makes a trial link and a new fan claims it from the link', async ({ browser, request }) => {
  const creatorContext = await browser.newContext();
  const fanContext = await browser.newContext();
  for (const context of [creatorContext, fanContext])
    await context.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
  const creator = await creatorContext.newPage();
  const fan = await fanContext.newPage();

  // The creator makes a 5-day link on their first plan, from their earnings.
  await logIn(creator, DEMO.creator.email, DEMO.creator.password);
  await creator.goto('/en/mine/earn');
  const section = creator.getByRole('region', { name: 'Free trial links' });
  const plan = section.getByRole('combobox', { name: /Plan/ });
  await expect(plan.locator('option')).not.toHaveCount(1);
  await plan.selectOption({ index: 1 });
  const planName = (await plan.locator('option:checked').textContent())?.trim() ?? '';
  await section.getByRole('spinbutton', { name: /Days free/ }).fill('5');
  await section.getByRole('button', { name: 'Create trial link' }).click();
  await expect(creator.getByRole('status')).toContainText('Trial link created');
  const row = section.getByRole('article').first();
  const heading = row.getByRole('heading');
  await expect(heading).toContainText('5 days free of');
  await expect(heading).toContainText(planName);
  await expect(row).toContainText('0 / 100');
  const address = (await row.getByText(/\/en\/trial\//).textContent())?.trim() ?? '';
  // The server's own address (PUBLIC_URL), which the tests' browser opens too.
  expect(address).toMatch(new RegExp(`^${new URL(creator.url()).origin}/en/trial/[\\w-]{12}$`));

  // A new fan opens it as a visitor: the plan, the days, when it ends and what it then costs.
  const details = { ...uniqueAccount('trial'), password: 'trialPassword1' };
  await signUpThroughApi(request, details);
  // A page of the app, not a 404, from its first byte.
  expect((await fan.goto(address))?.status()).toBe(200);
  await expect(fan.getByText('5 days free')).toBeVisible();
  await expect(fan.getByText(planName).first()).toBeVisible();
  await expect(
    fan.getByText(/^Your trial ends on .+\. Then your subscription renews at \$[\d.]+ every \d+ days/),
  ).toBeVisible();

  // Logging in from the page claims it.
  await fan.getByRole('button', { name: 'Log in to start your free trial' }).click();
  await expect(authDialog(fan).getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  await logInWithPassword(fan, details.email, details.password);
  const started = fan.getByRole('status').filter({ hasText: 'Your free trial has started' });
  await expect(started).toBeVisible();

  // The date shown is the subscription's end as the server holds it.
  const token = (await storedSession(fan)).token ?? '';
  const subs = await call<{ list: { subscription_name: string; expire_time: string; trial?: number }[] }>(
    request,
    'user/listSubs',
    {},
    token,
  );
  expect(subs.list).toMatchObject([{ subscription_name: planName, trial: 1 }]);
  const endsOn = await fan.evaluate(
    (iso) => new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(iso)),
    subs.list[0]!.expire_time,
  );
  await expect(started).toContainText(`It ends on ${endsOn}, when your subscription renews at $`);

  // The fan's subscriptions say it is a free trial, and when it renews.
  await fan.goto('/en/mine/buy?t=subscriptions');
  await expect(fan.getByRole('article').filter({ hasText: planName })).toContainText('Free trial until');

  // The creator's link counts the claim.
  await creator.reload();
  await expect(
    creator.getByRole('region', { name: 'Free trial links' }).getByRole('article').first(),
  ).toContainText('1 / 100');
  await creatorContext.close();
  await fanContext.close();
});
