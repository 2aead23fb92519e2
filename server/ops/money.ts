/**
 * The operator's money commands until the operations console exists (`npm run ops`, cli.ts):
 * refunds and simulated chargebacks (through the provider, whose event the server applies), and
 * withdrawal decisions (modules/ledger/withdrawal-decisions.ts).
 */
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { decideWithdrawal, type WithdrawalDecision } from '../modules/ledger/withdrawal-decisions.ts';
import { randomIds } from '../modules/payments/ids.ts';
import { paymentProviderOf } from '../modules/payments/money-deps.ts';
import { requestRefund, simulateDispute } from '../modules/payments/refunds.service.ts';

export type MoneyCommand =
  | { action: 'refund'; orderId: string }
  | { action: 'dispute'; orderId: string }
  | { action: 'withdrawal-pass' | 'withdrawal-complete'; withdrawalId: number }
  | { action: 'withdrawal-fail'; withdrawalId: number; reason: string };

export const MONEY_USAGE = `  npm run ops -- refund <order_id>                      (ord_…: the provider refunds; its event revokes and reverses)
  npm run ops -- dispute <order_id>                     (sandbox only: a chargeback of a paid order)
  npm run ops -- withdrawal-pass <id>
  npm run ops -- withdrawal-complete <id>
  npm run ops -- withdrawal-fail <id> --reason "why the payout failed"`;

const ACTIONS = ['refund', 'dispute', 'withdrawal-pass', 'withdrawal-complete', 'withdrawal-fail'] as const;

/** Reads a money command; undefined when the action is not one, a problem when it is malformed. */
export function parseMoneyCommand(args: readonly string[]): MoneyCommand | { problem: string } | undefined {
  const [action, subject, ...rest] = args;
  if (!ACTIONS.includes(action as (typeof ACTIONS)[number])) return undefined;
  if (action === 'refund' || action === 'dispute') {
    if (!subject || !/^ord_[0-9A-Za-z]{8,64}$/.test(subject))
      return { problem: 'Give the order id (ord_…).' };
    return { action, orderId: subject };
  }
  if (!subject || !/^\d{1,12}$/.test(subject)) return { problem: 'Give the withdrawal id as a number.' };
  const withdrawalId = Number(subject);
  if (action === 'withdrawal-fail') {
    const at = rest.indexOf('--reason');
    const reason = at >= 0 ? (rest[at + 1] ?? '') : '';
    if (reason.trim() === '') return { problem: 'A failed withdrawal needs a reason: --reason "..."' };
    return { action, withdrawalId, reason };
  }
  return { action: action as 'withdrawal-pass' | 'withdrawal-complete', withdrawalId };
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
    const deps = { db, config, now: () => now, provider: paymentProviderOf(config), ids: randomIds };
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
  const { withdrawalId } = command;
  const reason = command.action === 'withdrawal-fail' ? command.reason : '';
  const outcome = await decideWithdrawal(db, withdrawalId, DECISIONS[command.action]!, now, reason);
  if (!outcome.ok) return { ok: false, message: outcome.reason };
  const names = ['pending (0)', 'passed (1)', 'completed (2)', 'failed (3)'];
  return { ok: true, message: `Withdrawal ${outcome.id} is now ${names[outcome.status]}.` };
}
