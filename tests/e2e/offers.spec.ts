import { expect, test } from '@playwright/test';
import { DEMO, storedSession } from './support/accounts.ts';
import { apiLogin, call, CREATOR_PASSWORD, dialogTitled, logIn } from './support/money.ts';

/**
 * Offers end to end (issue 25): a creator puts 40 % off every period of a new plan in the plan
 * manager; a fan on the creator's page sees the plan's old price struck through and the new one,
 * subscribes and pays the new price with their saved card; the order is for the offer
 * price. The plan is the test's own (made through the API, deleted at the end), so the seeded
 * plans other tests read stay as they are.
 */
test('a creator sets an offer; a fan sees the old and new price and pays the new', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const creatorToken = await apiLogin(request, DEMO.creator2.email, CREATOR_PASSWORD);
  const planName = `Offer ${stamp}`.slice(0, 32);
  const { id: planId } = await call<{ id: number }>(
    request,
    'subscription/create',
    {
      name: planName,
      content: 'Every post, 40 % off while the offer runs.',
      price: 10,
      unlock_day_after_subscribe: 1000,
      expire_days: 30,
      status: 1,
    },
    creatorToken,
  );

  const creatorContext = await browser.newContext();
  const fanContext = await browser.newContext();
  for (const context of [creatorContext, fanContext])
    await context.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
  try {
    // The creator: the plan's menu, Offer, 40 % off every period, ending on the default day.
    const creator = await creatorContext.newPage();
    await logIn(creator, DEMO.creator2.email, DEMO.creator2.password);
    await creator.getByRole('button', { name: 'Subscription plans' }).click();
    const plans = creator.getByRole('dialog', { name: 'Subscription plans' });
    await plans.getByRole('button', { name: `Options for ${planName}` }).click();
    await creator.getByRole('menuitem', { name: 'Offer' }).click();
    const offer = await dialogTitled(creator, 'Offer');
    await offer.getByLabel(/^Percentage off/).fill('40');
    await expect(offer.getByText('Fans pay $6.00 instead of $10.00.')).toBeVisible();
    await offer.getByRole('button', { name: 'Every period' }).click();
    await offer.getByRole('button', { name: 'Start offer' }).click();
    await expect(creator.getByText('Offer started')).toBeVisible();
    const card = plans.getByRole('article').filter({ hasText: planName });
    await expect(card.getByText('40% off', { exact: true })).toBeVisible();

    // The fan: the creator's page, View plans, the plan with both prices, Subscribe for $6.00.
    const fan = await fanContext.newPage();
    await logIn(fan, DEMO.lucia.email, DEMO.lucia.password);
    const fanToken = (await storedSession(fan)).token ?? '';
    await fan.goto(`/en/${DEMO.creator2.username}`);
    await fan.getByRole('button', { name: 'View plans' }).first().click();
    const list = fan.getByRole('dialog', { name: /^Subscribe to / });
    const planButton = list.getByRole('button', { name: new RegExp(planName) });
    await expect(planButton).toContainText('$6.00');
    await expect(planButton.locator('s')).toHaveText('$10.00');
    await expect(planButton).toContainText('Every period');
    await planButton.click();
    const detail = await dialogTitled(fan, 'Plan details');
    await expect(detail.locator('s')).toHaveText('$10.00');
    await detail.getByRole('button', { name: 'Subscribe for $6.00' }).click();
    const payment = await dialogTitled(fan, 'Payment');
    // Lucia's saved card (server/seed) pays without leaving the app.
    await expect(payment.getByRole('radio', { name: /ending in 4242/ }).first()).toBeVisible();
    await payment.getByRole('button', { name: 'Pay $6.00' }).click();
    await dialogTitled(fan, 'You’re subscribed', 20_000);

    // The order was for the offer price, and it is paid.
    const history = await call<{
      list: { kind: string; item_id: number; pay_amount: number; status: string }[];
    }>(request, 'payment/orderHistory', {}, fanToken);
    expect(history.list.find((order) => order.item_id === planId)).toMatchObject({
      kind: 'subscription',
      pay_amount: 6,
      status: 'paid',
    });
  } finally {
    await creatorContext.close();
    await fanContext.close();
    await call(request, 'subscription/endOffer', { subscription_id: planId }, creatorToken).catch(
      () => undefined,
    );
    await call(request, 'subscription/bulkDel', { ids: [planId] }, creatorToken).catch(() => undefined);
  }
});
