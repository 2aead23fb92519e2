import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Sale } from '../../src/contract/entities-sales.ts';
import { DEMO, storedSession } from './support/accounts.ts';
import { call, dialogTitled, logIn, userInfo } from './support/money.ts';

/**
 * Tips end to end (issue 25): the demo fan, subscribed to the demo creator (server/seed), opens
 * their conversation, tips $10 with a message from it and pays with their saved card; the
 * creator, in the same conversation in a browser of their own, sees the tip arrive live over the
 * socket, and the fan finds it in their transactions; the creator finds the sale, with its fee
 * breakdown, in their earnings and in this month's statement (the page and its CSV).
 */
test('a fan tips in chat and the creator sees it live', async ({ browser, request }) => {
  const stamp = Date.now().toString(36);
  const fanContext = await browser.newContext();
  const creatorContext = await browser.newContext();
  for (const context of [fanContext, creatorContext])
    await context.addInitScript(() => window.localStorage.setItem('cookie-agreement', '1'));
  const fan = await fanContext.newPage();
  const creator = await creatorContext.newPage();
  await logIn(fan, DEMO.fan.email, DEMO.fan.password);
  await logIn(creator, DEMO.creator.email, DEMO.creator.password);
  const fanToken = (await storedSession(fan)).token ?? '';
  const fanInfo = await userInfo(request, fanToken);

  // The creator waits in the conversation with the fan.
  await creator.goto(`/en/message/${fanInfo.uuid}`);
  const creatorRoom = creator.getByRole('region', { name: /^Messages with / });
  await expect(creatorRoom).toBeVisible();

  // The fan opens it from the creator's page and tips from the room's header.
  await fan.goto(`/en/${DEMO.creator.username}`);
  await fan.getByRole('button', { name: /^Message / }).click();
  await expect(fan).toHaveURL(/\/en\/message\/[\w-]+$/);
  await fan.getByRole('button', { name: /^Tip / }).click();
  const tip = await dialogTitled(fan, 'Send a tip');
  await tip.getByRole('button', { name: '$10.00' }).click();
  const words = `For the new series ${stamp}`;
  await tip.getByRole('textbox', { name: /Message/ }).fill(words);
  await tip.getByRole('button', { name: 'Continue' }).click();
  const payment = await dialogTitled(fan, 'Payment');
  await expect(payment).toContainText('A tip for');
  await expect(payment.getByRole('radio', { name: /ending in/ }).first()).toBeVisible();
  await payment.getByRole('button', { name: 'Pay $10.00' }).click();
  await dialogTitled(fan, 'Tip sent', 20_000);

  // Live on the creator's side: who tipped how much, and the fan's words.
  const name = fanInfo.nickname || fanInfo.username;
  await expect(creatorRoom.getByText(`${name} sent a tip of $10.00`)).toBeVisible();
  await expect(creatorRoom.getByText(words, { exact: true })).toBeVisible();

  // The fan's transactions list the tip, paid.
  const history = await call<{
    list: { order_id: string; kind: string; pay_amount: number; status: string }[];
  }>(request, 'payment/orderHistory', {}, fanToken);
  expect(history.list[0]).toMatchObject({ kind: 'tip', pay_amount: 10, status: 'paid' });
  const orderId = history.list[0]!.order_id;

  // The creator's earnings show the sale with its fee breakdown, as the ledger wrote it.
  const creatorToken = (await storedSession(creator)).token ?? '';
  const sales = await call<{ list: Sale[] }>(request, 'user/getSaleList', {}, creatorToken);
  const sale = sales.list.find((line) => line.order_id === orderId);
  expect(sale).toMatchObject({ entry: 'sale', kind: 'tip', gross: 10 });
  expect(Math.round((sale!.fee + sale!.payment_cost + sale!.net) * 100)).toBe(1000);
  await creator.goto('/en/mine/earn');
  const saleRow = creator.getByRole('article').filter({ hasText: orderId });
  await expect(saleRow).toContainText('$10.00');
  await expect(saleRow).toContainText(`$${sale!.net.toFixed(2)}`);

  // This month's statement lists it by its order id, on the page and in the CSV.
  await creator.getByRole('link', { name: 'Open statement' }).click();
  await expect(creator.getByRole('row').filter({ hasText: orderId })).toBeVisible();
  const download = creator.waitForEvent('download');
  await creator.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv).toContain(orderId);

  await fanContext.close();
  await creatorContext.close();
});
