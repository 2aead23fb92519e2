/**
 * Saved cards and paying with one (spec §3, §5, §9; issue 10): a card is saved through
 * getStripeKey, the sandbox's card API (Stripe's test numbers) and the provider's event; at most
 * 5; one default; a banned card is neither the default nor usable (info.invalidCard); embedPay
 * charges a saved card and checkEmbedPay follows it. Each test ends with the ledger invariant.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getCardListCall, getStripeKeyCall } from '../../src/contract/calls/payment-cards.ts';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import { sandboxPaymentMethods, savedCards } from '../../server/db/schema.ts';
import { banCard } from '../../server/modules/payments/cards.service.ts';
import {
  callAs,
  clientKey,
  expectLedgerBalanced,
  newCreator,
  newMember,
  newPlan,
  newPost,
  ok,
  runJobs,
  saveCard,
  type Member,
} from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let creator: Member;
let planId: number;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  creator = await newCreator(server);
  planId = await newPlan(server, creator, { price: 4.99 });
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await expectLedgerBalanced(server, [creator]);
});

const nextYear = () => server.clock.now().getUTCFullYear() + 1;

async function cards(member: Member) {
  return getCardListCall.response.parse(await ok(server, member, 'payment/getCardList'));
}

/** POSTs a card to the sandbox's card API for a new setup; answers the HTTP status and JSON. */
async function confirm(member: Member, card: Record<string, unknown>, language = 'en', secret?: string) {
  const setup = getStripeKeyCall.response.parse(await ok(server, member, 'payment/getStripeKey'));
  const response = await fetch(server.baseUrl + setup.confirm_url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ client_secret: secret ?? setup.client_secret, card }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown>, setup };
}

describe('adding a card', () => {
  it("starts a setup with the sandbox's keys and confirm address", async () => {
    const fan = await newMember(server);
    const setup = getStripeKeyCall.response.parse(await ok(server, fan, 'payment/getStripeKey'));
    expect(setup.provider).toBe('sandbox');
    expect(setup.publishable_key).toBe('pk_sandbox_fanvault');
    expect(setup.client_secret).toMatch(/^seti_[0-9A-Za-z]{24}_secret_[0-9a-f]{32}$/);
    expect(setup.confirm_url).toMatch(/^\/sandbox\/api\/setup_intents\/seti_[0-9A-Za-z]{24}\/confirm$/);
  });

  it('saves 4242 4242 4242 4242 (Visa) once the provider says so, keeping only brand, last 4 and expiry', async () => {
    const fan = await newMember(server);
    const { status, json } = await confirm(fan, {
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: nextYear(),
      cvc: '123',
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'succeeded' });
    expect((await cards(fan)).list).toEqual([]);
    await runJobs(server);
    const { list, limit } = await cards(fan);
    expect(limit).toBe(5);
    expect(list).toEqual([
      {
        id: expect.stringMatching(/^pm_/),
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: nextYear() },
        is_default: 1,
        is_ban: 0,
      },
    ]);
    const [method] = await server.database.handle.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, list[0]!.id));
    expect(Object.values(method!).join(' ')).not.toContain('4242424242424242');
  });

  it('saves 5555 5555 5555 4444 as a Mastercard; the first card stays the default', async () => {
    const fan = await newMember(server);
    await saveCard(server, fan, '4242424242424242');
    await saveCard(server, fan, '5555555555554444');
    const { list } = await cards(fan);
    expect(list.map((card) => [card.card.brand, card.card.last4, card.is_default])).toEqual([
      ['visa', '4242', 1],
      ['mastercard', '4444', 0],
    ]);
  });

  it("declines 4000 0000 0000 0002 at setup with 402 and the provider's message in the caller's language", async () => {
    const fan = await newMember(server);
    const card = { number: '4000000000000002', exp_month: 1, exp_year: nextYear(), cvc: '123' };
    const english = await confirm(fan, card);
    expect(english.status).toBe(402);
    expect(english.json).toEqual({ error: { code: 'card_declined', message: 'Your card was declined.' } });
    const japanese = await confirm(fan, card, 'ja');
    expect(japanese.json).toEqual({ error: { code: 'card_declined', message: 'カードが拒否されました。' } });
    await runJobs(server);
    expect((await cards(fan)).list).toEqual([]);
  });

  it('refuses a number failing the Luhn check, a past expiry and a short CVC', async () => {
    const fan = await newMember(server);
    const year = nextYear();
    const cases = [
      [
        { number: '4242424242424241', exp_month: 1, exp_year: year, cvc: '123' },
        'incorrect_number',
        'Your card number is incorrect.',
      ],
      [
        { number: '4242', exp_month: 1, exp_year: year, cvc: '123' },
        'incorrect_number',
        'Your card number is incorrect.',
      ],
      [
        { number: '4242424242424242', exp_month: 13, exp_year: year, cvc: '123' },
        'invalid_expiry',
        "Your card's expiration date is invalid.",
      ],
      [
        { number: '4242424242424242', exp_month: 1, exp_year: year - 3, cvc: '123' },
        'expired_card',
        'Your card has expired.',
      ],
      [
        { number: '4242424242424242', exp_month: 1, exp_year: year, cvc: '12' },
        'invalid_cvc',
        "Your card's security code is invalid.",
      ],
    ] as const;
    for (const [card, code, message] of cases) {
      const { status, json } = await confirm(fan, card);
      expect(status, code).toBe(402);
      expect(json).toEqual({ error: { code, message } });
    }
  });

  it('answers 404 to a wrong client secret and 409 to a setup already confirmed', async () => {
    const fan = await newMember(server);
    const card = { number: '4242424242424242', exp_month: 1, exp_year: nextYear(), cvc: '123' };
    expect((await confirm(fan, card, 'en', 'seti_wrong_secret')).status).toBe(404);
    const { setup } = await confirm(fan, card);
    const again = await fetch(server.baseUrl + setup.confirm_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: setup.client_secret, card }),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe(
      'setup_intent_unexpected_state',
    );
    const malformed = await fetch(server.baseUrl + setup.confirm_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card: 'x' }),
    });
    expect(malformed.status).toBe(400);
    const notJson = await fetch(server.baseUrl + setup.confirm_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      body: '{"client_secret":',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({
      error: {
        code: 'invalid_request',
        message: 'La requête n’est pas une confirmation valide d’enregistrement de carte.',
      },
    });
  });

  it('refuses a 6th card setup with the card-limit message', async () => {
    const fan = await newMember(server);
    for (let i = 0; i < 5; i++) await saveCard(server, fan, i % 2 ? '5555555555554444' : '4242424242424242');
    expect((await cards(fan)).list).toHaveLength(5);
    expect(await callAs(server, fan, 'payment/getStripeKey')).toEqual({
      status: 0,
      msg: 'You can keep at most 5 cards. Remove one to add another.',
      data: null,
    });
  });
});

describe('the default card, deleting and banned cards', () => {
  it('deleting the default makes the newest usable card the default', async () => {
    const fan = await newMember(server);
    const first = await saveCard(server, fan, '4242424242424242');
    const second = await saveCard(server, fan, '5555555555554444');
    const after = await ok<{ list: { id: string; is_default: number }[] }>(
      server,
      fan,
      'payment/deleteCard',
      {
        payment_method_id: first,
      },
    );
    expect(after.list.map((card) => [card.id, card.is_default])).toEqual([[second, 1]]);
    expect((await callAs(server, fan, 'payment/deleteCard', { payment_method_id: first })).msg).toBe(
      'This card is not among your saved cards.',
    );
  });

  it('makes another card the default, and refuses a banned one (info.invalidCard)', async () => {
    const fan = await newMember(server);
    const first = await saveCard(server, fan, '4242424242424242');
    const second = await saveCard(server, fan, '5555555555554444');
    const bound = await ok<{ list: { id: string; is_default: number }[] }>(
      server,
      fan,
      'payment/bindDefaultCard',
      {
        payment_method_id: second,
      },
    );
    expect(bound.list.map((card) => [card.id, card.is_default])).toEqual([
      [second, 1],
      [first, 0],
    ]);
    const [row] = await server.database.handle.db
      .select()
      .from(savedCards)
      .where(eq(savedCards.providerMethodId, second));
    await banCard(server.database.handle.db, row!.id, server.clock.now());
    const list = (await cards(fan)).list;
    expect(list.map((card) => [card.id, card.is_default, card.is_ban])).toEqual([
      [first, 1, 0],
      [second, 0, 1],
    ]);
    expect(await callAs(server, fan, 'payment/bindDefaultCard', { payment_method_id: second })).toEqual({
      status: 0,
      msg: 'This card can’t be used. Check the number, the expiry date and the security code, or choose another card.',
      data: null,
    });
  });

  it("answers not found for another fan's card", async () => {
    const fan = await newMember(server);
    const card = await saveCard(server, fan);
    const other = await newMember(server);
    expect((await callAs(server, other, 'payment/bindDefaultCard', { payment_method_id: card })).msg).toBe(
      'This card is not among your saved cards.',
    );
  });
});

describe('paying with a saved card (embedPay)', () => {
  const embed = (fan: Member, card: string, extra: Record<string, unknown> = {}) =>
    callAs(server, fan, 'payment/embedPay', {
      item_id: planId,
      aff: creator.aff,
      amount: 4.99,
      type: 2,
      user_payment_method_id: card,
      client_key: clientKey(),
      ...extra,
    });

  it('charges the card: the order is paid once the event arrives, and the plan unlocked', async () => {
    const fan = await newMember(server);
    const card = await saveCard(server, fan);
    const body = await embed(fan, card);
    expect(body.status).toBe(1);
    const { order_id } = body.data as { order_id: string };
    expect((await ok(server, fan, 'payment/checkEmbedPay', { order_id })).status).toBe('pending');
    await runJobs(server);
    expect(await ok(server, fan, 'payment/checkEmbedPay', { order_id })).toEqual({
      order_id,
      success: 1,
      status: 'paid',
      reason: '',
    });
    const post = await newPost(server, creator, {
      articleType: ARTICLE_TYPE.subscription,
      planIds: [planId],
    });
    const feed = await ok<{ list: { id: number; is_unlock: number }[] }>(server, fan, 'article/getList', {
      filter_by: 1,
      uuid: creator.uuid,
    });
    expect(feed.list.find((item) => item.id === post)?.is_unlock).toBe(1);
  });

  it('buys a post with type 3', async () => {
    const fan = await newMember(server);
    const card = await saveCard(server, fan, '5555555555554444');
    const post = await newPost(server, creator, { articleType: ARTICLE_TYPE.buy, priceCents: 250 });
    const body = await embed(fan, card, { type: 3, item_id: post, amount: 2.5 });
    await runJobs(server);
    const { order_id } = body.data as { order_id: string };
    expect((await ok<{ status: string }>(server, fan, 'payment/checkEmbedPay', { order_id })).status).toBe(
      'paid',
    );
  });

  it('fails every charge of 4000 0000 0000 0341 with the card-declined reason', async () => {
    const fan = await newMember(server);
    const card = await saveCard(server, fan, '4000000000000341');
    const body = await embed(fan, card);
    const { order_id } = body.data as { order_id: string };
    await runJobs(server);
    expect(await ok(server, fan, 'payment/checkEmbedPay', { order_id })).toEqual({
      order_id,
      success: 0,
      status: 'failed',
      reason: 'Your card was declined.',
    });
  });

  it("refuses a banned card, a deleted card and another fan's card (info.invalidCard)", async () => {
    const fan = await newMember(server);
    const banned = await saveCard(server, fan);
    const [row] = await server.database.handle.db
      .select()
      .from(savedCards)
      .where(eq(savedCards.providerMethodId, banned));
    await banCard(server.database.handle.db, row!.id, server.clock.now());
    const deleted = await saveCard(server, fan, '5555555555554444');
    await ok(server, fan, 'payment/deleteCard', { payment_method_id: deleted });
    const others = await saveCard(server, await newMember(server));
    for (const card of [banned, deleted, others, 'pm_unknown']) {
      expect(await embed(fan, card), card).toEqual({
        status: 0,
        msg: 'This card can’t be used. Check the number, the expiry date and the security code, or choose another card.',
        data: null,
      });
    }
  });

  it('is idempotent by client key: a repeated request charges once', async () => {
    const fan = await newMember(server);
    const card = await saveCard(server, fan);
    const key = clientKey();
    const [first, second] = await Promise.all([
      embed(fan, card, { client_key: key }),
      embed(fan, card, { client_key: key }),
    ]);
    expect(first!.data).toEqual(second!.data);
    await runJobs(server);
    const history = await ok<{ list: unknown[] }>(server, fan, 'payment/orderHistory');
    expect(history.list).toHaveLength(1);
  });
});
