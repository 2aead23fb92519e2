/**
 * The operator's card commands (issue 10), until the operations console exists:
 * `npm run ops -- ban-card <payment_method_id>` and `unban-card`, through the cards service. A
 * banned card can neither pay nor be the default (another usable card becomes the default); an
 * unbanned one may pay again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCardListCall } from '../../src/contract/calls/payment-cards.ts';
import { parseMoneyCommand, runMoneyCommand } from '../../server/ops/money.ts';
import {
  callAs,
  clientKey,
  newCreator,
  newMember,
  newPlan,
  ok,
  saveCard,
  type Member,
} from './helpers/money.ts';
import { runOpsCommands } from './helpers/ops-command.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(async () => {
  await server?.close();
});

const cards = async (fan: Member) =>
  getCardListCall.response.parse(await ok(server, fan, 'payment/getCardList')).list.map((card) => ({
    id: card.id,
    is_default: card.is_default,
    is_ban: card.is_ban,
  }));

const command = (args: string[]) => {
  const parsed = parseMoneyCommand(args);
  if (!parsed || 'problem' in parsed) throw new Error(`not a command: ${args.join(' ')}`);
  return runMoneyCommand(server.database.handle.db, server.config, parsed, server.clock.now());
};

describe('ban-card and unban-card', () => {
  it('reads the payment method id, and explains a malformed one', () => {
    expect(parseMoneyCommand(['ban-card', 'pm_1FanVault'])).toEqual({
      action: 'ban-card',
      methodId: 'pm_1FanVault',
    });
    expect(parseMoneyCommand(['unban-card', 'pm_1FanVault'])).toEqual({
      action: 'unban-card',
      methodId: 'pm_1FanVault',
    });
    expect(parseMoneyCommand(['ban-card'])).toEqual({
      problem: 'Give the card’s payment method id (pm_…, as payment/getCardList lists it).',
    });
    expect(parseMoneyCommand(['ban-card', '12'])).toMatchObject({ problem: expect.any(String) });
  });

  it('bans a card: it can no longer pay nor be the default, and the other card becomes the default', async () => {
    const creator = await newCreator(server);
    const planId = await newPlan(server, creator, { price: 4.99 });
    const fan = await newMember(server);
    const first = await saveCard(server, fan, '4242424242424242');
    const second = await saveCard(server, fan, '5555555555554444');
    const banned = await command(['ban-card', first]);
    expect(banned).toEqual({
      ok: true,
      message: `Card ${first} (visa ending 4242 of user ${fan.userId}) is banned: it can neither pay nor be the default; another usable card became the default.`,
    });
    expect(await cards(fan)).toEqual([
      { id: second, is_default: 1, is_ban: 0 },
      { id: first, is_default: 0, is_ban: 1 },
    ]);
    const refused = await callAs(server, fan, 'payment/embedPay', {
      item_id: planId,
      aff: creator.aff,
      amount: 4.99,
      type: 2,
      user_payment_method_id: first,
      client_key: clientKey(),
    });
    expect(refused).toMatchObject({
      status: 0,
      msg: 'This card can’t be used. Check the number, the expiry date and the security code, or choose another card.',
    });
    expect(await command(['ban-card', first])).toEqual({
      ok: true,
      message: `Card ${first} is already banned; nothing changed.`,
    });

    expect(await command(['unban-card', first])).toEqual({
      ok: true,
      message: `Card ${first} (visa ending 4242 of user ${fan.userId}) may pay again.`,
    });
    expect((await cards(fan)).find((card) => card.id === first)).toEqual({
      id: first,
      is_default: 0,
      is_ban: 0,
    });
    await ok(server, fan, 'payment/bindDefaultCard', { payment_method_id: first });
  });

  it('makes an unbanned card the default of a fan who had none left', async () => {
    const fan = await newMember(server);
    const only = await saveCard(server, fan, '4242424242424242');
    await command(['ban-card', only]);
    expect(await cards(fan)).toEqual([{ id: only, is_default: 0, is_ban: 1 }]);
    await command(['unban-card', only]);
    expect(await cards(fan)).toEqual([{ id: only, is_default: 1, is_ban: 0 }]);
  });

  it('names a card that does not exist, from the command line too', async () => {
    expect(await command(['ban-card', 'pm_NoSuchCard0001'])).toEqual({
      ok: false,
      message: 'No saved card pm_NoSuchCard0001.',
    });
    const [failed, usage] = await runOpsCommands([['unban-card', 'pm_NoSuchCard0001'], ['ban-card']]);
    expect(failed).toMatchObject({ code: 1, stderr: 'No saved card pm_NoSuchCard0001.\n' });
    expect(usage).toMatchObject({ code: 2 });
    expect(usage!.stderr).toContain('npm run ops -- ban-card <payment_method_id>');
  }, 60_000);
});
