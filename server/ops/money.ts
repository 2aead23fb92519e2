/**
 * The operator's money commands until the operations console exists (`npm run ops`, cli.ts):
 * refunds and simulated chargebacks (through the provider, whose event the server applies),
 * withdrawal decisions (modules/ledger/withdrawal-decisions.ts), and banning or unbanning a saved
 * card (modules/payments/cards.service.ts).
 */
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { decideWithdrawal, type WithdrawalDecision } from '../modules/ledger/withdrawal-decisions.ts';
import { banCard, cardOfMethod, unbanCard } from '../modules/payments/cards.service.ts';
import { randomIds } from '../modules/payments/ids.ts';
import { createPaymentProvider } from '../modules/payments/money-deps.ts';
import { requestRefund, simulateDispute } from '../modules/payments/refunds.service.ts';

export type MoneyCommand =
  | { action: 'refund'; orderId: string }
  | { action: 'dispute'; orderId: string }
  | { action: 'withdrawal-pass'; withdrawalId: number }
  | { action: 'withdrawal-complete'; withdrawalId: number; reference: string }
  | { action: 'withdrawal-fail'; withdrawalId: number; reason: string }
  | { action: 'ban-card'; methodId: string }
  | { action: 'unban-card'; methodId: string };

export const MONEY_USAGE = `  npm run ops -- refund <order_id>                      (ord_…: the provider refunds; its event revokes and reverses)
  npm run ops -- dispute <order_id>                     (sandbox only: a chargeback of a paid order)
  npm run ops -- withdrawal-pass <id>
  npm run ops -- withdrawal-complete <id> [--reference "the payout's bank or provider reference"]
  npm run ops -- withdrawal-fail <id> --reason "why the payout failed"
  npm run ops -- ban-card <payment_method_id>           (pm_…: the card can no longer pay nor be the default)
  npm run ops -- unban-card <payment_method_id>`;

const ACTIONS = [
  'refund',
  'dispute',
  'withdrawal-pass',
  'withdrawal-complete',
  'withdrawal-fail',
  'ban-card',
  'unban-card',
] as const;

/** Reads a money command; undefined when the action is not one, a problem when it is malformed. */
export function parseMoneyCommand(args: readonly string[]): MoneyCommand | { problem: string } | undefined {
  const [action, subject, ...rest] = args;
  if (!ACTIONS.includes(action as (typeof ACTIONS)[number])) return undefined;
  if (action === 'refund' || action === 'dispute') {
    if (!subject || !/^ord_[0-9A-Za-z]{8,64}$/.test(subject))
      return { problem: 'Give the order id (ord_…).' };
    return { action, orderId: subject };
  }
  if (action === 'ban-card' || action === 'unban-card') {
    if (!subject || !/^pm_[0-9A-Za-z]{4,128}$/.test(subject))
      return { problem: 'Give the card’s payment method id (pm_…, as payment/getCardList lists it).' };
    return { action, methodId: subject };
  }
  if (!subject || !/^\d{1,12}$/.test(subject)) return { problem: 'Give the withdrawal id as a number.' };
  const withdrawalId = Number(subject);
  if (action === 'withdrawal-fail') {
    const at = rest.indexOf('--reason');
    const reason = at >= 0 ? (rest[at + 1] ?? '') : '';
    if (reason.trim() === '') return { problem: 'A failed withdrawal needs a reason: --reason "..."' };
    return { action, withdrawalId, reason };
  }
  if (action === 'withdrawal-complete') {
    const at = rest.indexOf('--reference');
    return { action, withdrawalId, reference: at >= 0 ? (rest[at + 1] ?? '').trim() : '' };
  }
  return { action: 'withdrawal-pass', withdrawalId };
}

const DECISIONS: Record<string, WithdrawalDecision> = {
  'withdrawal-pass': 'pass',
  'withdrawal-complete': 'complete',
  'withdrawal-fail': 'fail',
};

/** Runs a money command; answers the line to print, or the problem. */
export async function runMoneyCommand(
  db: Database,
  config: ServerConfig,
  command: MoneyCommand,
  now: Date,
): Promise<{ ok: boolean; message: string }> {
  if (command.action === 'refund' || command.action === 'dispute') {
    const deps = {
      db,
      config,
      now: () => now,
      provider: createPaymentProvider(config, console),
      ids: randomIds,
    };
    const outcome =
      command.action === 'refund'
        ? await requestRefund(deps, command.orderId)
        : await simulateDispute(deps, command.orderId);
    if (!outcome.ok) return { ok: false, message: outcome.reason };
    return {
      ok: true,
      message: `${command.action === 'refund' ? 'Refund' : 'Chargeback'} of ${command.orderId} asked of the provider; the server applies it when the provider's event arrives (the entitlement ends and the ledger is reversed).`,
    };
  }
  if (command.action === 'ban-card' || command.action === 'unban-card')
    return runCardCommand(db, command, now);
  const { withdrawalId } = command;
  const reason = command.action === 'withdrawal-fail' ? command.reason : '';
  const reference = command.action === 'withdrawal-complete' ? command.reference : '';
  const outcome = await decideWithdrawal(
    db,
    withdrawalId,
    DECISIONS[command.action]!,
    now,
    reason,
    reference,
  );
  if (!outcome.ok) return { ok: false, message: outcome.reason };
  const names = ['pending (0)', 'passed (1)', 'completed (2)', 'failed (3)'];
  return { ok: true, message: `Withdrawal ${outcome.id} is now ${names[outcome.status]}.` };
}

async function runCardCommand(
  db: Database,
  command: { action: 'ban-card' | 'unban-card'; methodId: string },
  now: Date,
): Promise<{ ok: boolean; message: string }> {
  const card = await cardOfMethod(db, command.methodId);
  if (!card) return { ok: false, message: `No saved card ${command.methodId}.` };
  const ban = command.action === 'ban-card';
  if ((card.banned === 1) === ban)
    return {
      ok: true,
      message: `Card ${command.methodId} is already ${ban ? 'banned' : 'allowed'}; nothing changed.`,
    };
  await (ban ? banCard(db, card.id, now) : unbanCard(db, card.id, now));
  const which = `${card.brand} ending ${card.last4} of user ${card.userId}`;
  return {
    ok: true,
    message: ban
      ? `Card ${command.methodId} (${which}) is banned: it can neither pay nor be the default; another usable card became the default.`
      : `Card ${command.methodId} (${which}) may pay again.`,
  };
}
