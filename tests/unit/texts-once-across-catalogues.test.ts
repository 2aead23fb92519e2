/**
 * One text, one id (issue 21, "Each rule once"; docs/decisions/one-id-per-text.md):
 * the app's catalogue (locales/en.json) and the server's (locales/server/en.json) must not keep
 * the same English under two ids, nor one id in both. Two ids for one text are translated twice
 * and drift apart in 14 languages. Only texts that mean different things may share their English;
 * each is listed with why.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** App id and server id whose English is the same but whose meaning is not. */
const DIFFERENT_MEANINGS: Record<string, string> = {
  // The sandbox checkout page stands in for a payment provider's page (docs/decisions/
  // payment-providers.md): its words are the provider's, not the app's, and a real provider
  // words its own page.
  'withdrawalRequest.amount = sandbox.checkout.amount':
    'the withdrawal form asks an amount to take out; the sandbox provider page shows what is charged',
  'payment.payWith = sandbox.checkout.payWay':
    'the app asks the member to choose a way to pay; the sandbox provider page states the way chosen',
  'ops.withdrawals.approve = sandbox.checkout.approve':
    'an operator approves a creator’s payout; the sandbox provider page’s button approves a payment',
  'ops.withdrawals.ledger.amount = sandbox.checkout.amount':
    'a column of a creator’s ledger lines in the console; the sandbox provider page shows what is charged',
  'tip.amount = sandbox.checkout.amount':
    'the tip dialog asks how much the fan chooses to tip; the sandbox provider page shows what is charged',
};

type Catalogue = Record<string, string>;

const read = (file: string): Catalogue =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Catalogue;

/** `appId = serverId` for each id in both catalogues and each text kept under an app and a server id. */
function keptTwice(app: Catalogue, server: Catalogue): string[] {
  const serverIdsByText = new Map<string, string[]>();
  for (const [id, text] of Object.entries(server)) {
    serverIdsByText.set(text, [...(serverIdsByText.get(text) ?? []), id]);
  }
  const pairs = new Set<string>();
  for (const [id, text] of Object.entries(app)) {
    if (id in server) pairs.add(`${id} = ${id}`);
    for (const serverId of serverIdsByText.get(text) ?? []) pairs.add(`${id} = ${serverId}`);
  }
  return [...pairs].sort();
}

describe('texts across the app and server catalogues', () => {
  const pairs = keptTwice(read('locales/en.json'), read('locales/server/en.json'));

  it('keeps no text under two ids and no id in both, but for texts that mean different things', () => {
    expect(pairs.filter((pair) => !(pair in DIFFERENT_MEANINGS))).toEqual([]);
  });

  it('lists as different meanings only pairs that still share their English', () => {
    expect(Object.keys(DIFFERENT_MEANINGS).filter((pair) => !pairs.includes(pair))).toEqual([]);
  });

  it('finds a text kept under two ids and an id kept in both catalogues', () => {
    expect(
      keptTwice(
        { 'rule.plan.picture': 'Choose a picture.', 'common.back': 'Back', 'info.x': 'A' },
        { 'server.rule.plan.picture': 'Choose a picture.', 'server.other': 'Other', 'info.x': 'B' },
      ),
    ).toEqual(['info.x = info.x', 'rule.plan.picture = server.rule.plan.picture']);
  });
});
