/**
 * MSW handlers of the console's withdrawals queue (ops/withdrawals, ops/withdrawal,
 * ops/decideWithdrawal), one named handler per state. The mock keeps the queue, so a story's
 * decision moves the withdrawal to its tab (and a failure returns its amount to the balance) as the
 * server would.
 *
 *   parameters: { msw: { handlers: opsWithdrawalHandlers.loaded } }
 */
import { delay, http } from 'msw';
import {
  decideWithdrawalCall,
  getOpsWithdrawalCall,
  listOpsWithdrawalsCall,
  type CreatorLedgerLine,
  type OpsWithdrawal,
} from '../contract/calls/ops-withdrawals.ts';
import { WITHDRAWAL_STATUS } from '../contract/enums.ts';
import { callHandler, callUrl, sealedError, sealedReply } from './envelope.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** The server's English refusal of a decision on a withdrawal another operator already moved on. */
export const MOCK_WITHDRAWAL_MOVED_ON =
  'This withdrawal has already moved on, so that decision no longer applies. Reload it to see its status.';

const HOUR = 3600;
const REQUESTED = Date.UTC(2026, 2, 2, 9, 0);

/** A withdrawal as the queue shows it, pending by default, asked `hoursWaiting` hours ago. */
export function makeQueuedWithdrawal(
  id: number,
  overrides: Partial<OpsWithdrawal> = {},
  hoursWaiting = 6 * id,
): OpsWithdrawal {
  return {
    id,
    amount: 150,
    status: WITHDRAWAL_STATUS.pending,
    reason: '',
    reference: '',
    requested_at: new Date(REQUESTED - hoursWaiting * HOUR * 1000).toISOString(),
    waiting_seconds: hoursWaiting * HOUR,
    creator: {
      uuid: `0000000${id}-aaaa-4bbb-8ccc-000000000000`,
      username: `creator_${id}`,
      nickname: `Creator ${id}`,
      balance: 820.4,
    },
    ...overrides,
  };
}

/** The queue the loaded state starts with: three pending (oldest first), one of each decided status. */
export function makeWithdrawalQueue(): OpsWithdrawal[] {
  return [
    makeQueuedWithdrawal(
      1,
      {
        amount: 420.5,
        creator: {
          uuid: '11111111-aaaa-4bbb-8ccc-000000000001',
          username: 'mira_draws',
          nickname: 'Mira Draws',
          balance: 1280.75,
        },
      },
      73,
    ),
    makeQueuedWithdrawal(
      2,
      {
        amount: 100,
        creator: {
          uuid: '11111111-aaaa-4bbb-8ccc-000000000002',
          username: 'noor_art',
          nickname: 'نور للفنون',
          balance: 215,
        },
      },
      20,
    ),
    makeQueuedWithdrawal(3, { amount: 2500, creator: null }, 2),
    makeQueuedWithdrawal(4, { status: WITHDRAWAL_STATUS.passed, amount: 300 }, 30),
    makeQueuedWithdrawal(
      5,
      { status: WITHDRAWAL_STATUS.completed, amount: 640, reference: 'TRF-2026-004817' },
      48,
    ),
    makeQueuedWithdrawal(
      6,
      {
        status: WITHDRAWAL_STATUS.failed,
        amount: 180,
        reason: 'The bank account details could not be verified.',
      },
      50,
    ),
  ];
}

/** The opened creator's recent balance lines, newest first. */
export function makeCreatorLedger(withdrawal: OpsWithdrawal): CreatorLedgerLine[] {
  const at = (hoursBefore: number) =>
    new Date(Date.parse(withdrawal.requested_at) - hoursBefore * HOUR * 1000).toISOString();
  return [
    { at: at(0), kind: 'withdrawal_request', amount: -withdrawal.amount },
    { at: at(26), kind: 'payment', amount: 44.91 },
    { at: at(50), kind: 'reversal', amount: -8.99 },
    { at: at(74), kind: 'payment', amount: 8.99 },
    { at: at(120), kind: 'payment', amount: 1200 },
  ];
}

let queue: OpsWithdrawal[] = makeWithdrawalQueue();

/** Every story starts from the same queue. */
export function resetOpsWithdrawals(items: OpsWithdrawal[] = makeWithdrawalQueue()): void {
  queue = items;
}

const list = callHandler(listOpsWithdrawalsCall, async ({ input }) => {
  await delay(100);
  const rows = queue.filter((row) => row.status === WITHDRAWAL_STATUS[input.status]);
  const start = (input.page - 1) * input.limit;
  return sealedReply(listOpsWithdrawalsCall, {
    list: rows.slice(start, start + input.limit),
    page: input.page,
    limit: input.limit,
  });
});

const item = callHandler(getOpsWithdrawalCall, async ({ input }) => {
  await delay(100);
  const found = queue.find((row) => row.id === input.id);
  if (!found) return sealedError('There is no such withdrawal.');
  return sealedReply(getOpsWithdrawalCall, {
    withdrawal: found,
    ledger: found.creator ? makeCreatorLedger(found) : [],
    balanced: true,
  });
});

const TARGET = {
  pass: WITHDRAWAL_STATUS.passed,
  complete: WITHDRAWAL_STATUS.completed,
  fail: WITHDRAWAL_STATUS.failed,
} as const;

const decide = callHandler(decideWithdrawalCall, async ({ input }) => {
  await delay(150);
  const found = queue.find((row) => row.id === input.id);
  if (!found) return sealedError('There is no such withdrawal.');
  const decided: OpsWithdrawal = {
    ...found,
    status: TARGET[input.decision],
    reason: input.decision === 'fail' ? (input.reason ?? '') : '',
    reference: input.decision === 'complete' ? (input.reference ?? '') : '',
    creator:
      found.creator && input.decision === 'fail'
        ? { ...found.creator, balance: found.creator.balance + found.amount }
        : found.creator,
  };
  queue = queue.map((row) => (row.id === input.id ? decided : row));
  return sealedReply(decideWithdrawalCall, { withdrawal: decided });
});

const never = (path: string) =>
  http.post(path, async () => {
    await delay('infinite');
  });

export const opsWithdrawalHandlers = {
  /** Withdrawals in every tab; decisions go through. */
  loaded: { opsWithdrawals: list, opsWithdrawal: item, opsDecideWithdrawal: decide },
  /** Nothing in any tab. */
  empty: {
    opsWithdrawals: callHandler(listOpsWithdrawalsCall, ({ input }) =>
      sealedReply(listOpsWithdrawalsCall, { list: [], page: input.page, limit: input.limit }),
    ),
  },
  /** The first page never arrives. */
  loading: { opsWithdrawals: never(callUrl(listOpsWithdrawalsCall)) },
  /** The server cannot be reached. */
  error: { opsWithdrawals: callHandler(listOpsWithdrawalsCall, () => sealedError(MOCK_SERVER_ERROR)) },
  /** The queue loads, but another operator decided first: every decision is refused. */
  movedOn: {
    opsWithdrawals: list,
    opsWithdrawal: item,
    opsDecideWithdrawal: callHandler(decideWithdrawalCall, async () => {
      await delay(100);
      return sealedError(MOCK_WITHDRAWAL_MOVED_ON);
    }),
  },
};
