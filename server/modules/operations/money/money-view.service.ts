/**
 * The console's money view (issue 23): the ledger's movements of a period by kind and account
 * (ledger-accounts.ts says what each line means), the check that they sum to zero, the provider's
 * captured payments against the ledger's cash, and the creators' balances now, largest first.
 */
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { CreatorBalance, MoneyView } from '../../../../src/contract/calls/ops-money.ts';
import { centsToAmount } from '../../../../src/contract/rules/money-rules.ts';
import { offsetOf, type PageRequest } from '../../../core/paging.ts';
import type { Database } from '../../../db/client.ts';
import { ledgerEntries, users } from '../../../db/schema.ts';
import type { CallContext } from '../../../http/call-context.ts';
import { creatorBalancesCents } from '../../ledger/creator-ledger.ts';
import {
  LEDGER_ACCOUNT,
  LEDGER_KIND,
  type LedgerAccount,
  type LedgerKind,
} from '../../ledger/ledger-accounts.ts';
import { sandboxCapturedCents } from './provider-records.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period's bounds: the first day's midnight (UTC) to the midnight after the last day. */
export function periodBounds(from: string, to: string): { start: Date; end: Date } {
  return {
    start: new Date(`${from}T00:00:00Z`),
    end: new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS),
  };
}

/** The sums of the period's ledger lines by kind and account, in cents. */
async function movementsCents(db: Database, start: Date, end: Date) {
  const rows = await db
    .select({
      kind: ledgerEntries.kind,
      account: ledgerEntries.account,
      sum: sql<string>`sum(${ledgerEntries.amountCents})`,
    })
    .from(ledgerEntries)
    .where(and(gte(ledgerEntries.createdAt, start), lt(ledgerEntries.createdAt, end)))
    .groupBy(ledgerEntries.kind, ledgerEntries.account);
  const sums = new Map(rows.map((row) => [`${row.kind}/${row.account}`, Number(row.sum)]));
  const of = (kind: LedgerKind, account: LedgerAccount) => sums.get(`${kind}/${account}`) ?? 0;
  const total = rows.reduce((sum, row) => sum + Number(row.sum), 0);
  return { of, total };
}

/** One page of creators by balance now: ordered by their creator_payable sums, valued by the ledger's rule. */
async function balancesPage(db: Database, page: PageRequest): Promise<CreatorBalance[]> {
  const ranked = await db
    .select({ id: ledgerEntries.userId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, LEDGER_ACCOUNT.creatorPayable), isNotNull(ledgerEntries.userId)))
    .groupBy(ledgerEntries.userId)
    // A credit account: the most negative sum is the largest balance.
    .orderBy(asc(sql`sum(${ledgerEntries.amountCents})`), asc(ledgerEntries.userId))
    .limit(page.limit)
    .offset(offsetOf(page));
  const ids = ranked.flatMap((row) => (row.id === null ? [] : [row.id]));
  if (ids.length === 0) return [];
  const [people, balances] = await Promise.all([
    db
      .select({ id: users.id, uuid: users.uuid, username: users.username, nickname: users.nickname })
      .from(users)
      .where(inArray(users.id, ids)),
    creatorBalancesCents(db, ids),
  ]);
  const byId = new Map(people.map((person) => [person.id, person]));
  return ids.flatMap((id) => {
    const person = byId.get(id);
    return person ? [{ ...person, balance: centsToAmount(balances.get(id) ?? 0) }] : [];
  });
}

/** The money view of [from, to] (days, UTC) with one page of balances. */
export async function moneyView(
  ctx: Pick<CallContext, 'db' | 'config'>,
  input: PageRequest & { from: string; to: string },
): Promise<MoneyView> {
  const { start, end } = periodBounds(input.from, input.to);
  const sandbox = ctx.config.payments.provider === 'sandbox';
  const [{ of, total }, balances, captured] = await Promise.all([
    movementsCents(ctx.db, start, end),
    balancesPage(ctx.db, input),
    sandbox ? sandboxCapturedCents(ctx.db, start, end) : Promise.resolve(null),
  ]);
  const { payment, reversal, withdrawalComplete } = LEDGER_KIND;
  const { providerCash, platformRevenue, creatorPayable, paymentCosts } = LEDGER_ACCOUNT;
  const grossCents = of(payment, providerCash);
  return {
    gross_sales: centsToAmount(grossCents),
    refunds: centsToAmount(0 - of(reversal, providerCash)),
    platform_fees: centsToAmount(0 - (of(payment, platformRevenue) + of(reversal, platformRevenue))),
    payment_costs: centsToAmount(0 - (of(payment, paymentCosts) + of(reversal, paymentCosts))),
    creator_earnings: centsToAmount(0 - (of(payment, creatorPayable) + of(reversal, creatorPayable))),
    payouts: centsToAmount(0 - of(withdrawalComplete, providerCash)),
    ledger_sum: centsToAmount(total),
    reconciliation:
      captured === null
        ? null
        : {
            provider: ctx.config.payments.provider,
            provider_captured: centsToAmount(captured),
            ledger_payments: centsToAmount(grossCents),
            difference: centsToAmount(captured - grossCents),
          },
    balances: { list: balances, page: input.page, limit: input.limit },
  };
}
