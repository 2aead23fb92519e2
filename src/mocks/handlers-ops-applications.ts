/**
 * MSW handlers of the console's creator applications queue (ops/applications, ops/application,
 * ops/decideApplication), one named handler per state. The mock keeps the queue, so a story's
 * decision moves the application from Pending to Approved or Refused as the server would.
 *
 *   parameters: { msw: { handlers: opsApplicationsHandlers.loaded } }
 */
import { delay, http } from 'msw';
import {
  decideApplicationCall,
  getApplicationCall,
  listApplicationsCall,
  type OpsApplication,
} from '../contract/calls/ops-applications.ts';
import { callHandler, callUrl, sealedError, sealedReply } from './envelope.ts';
import { mockPhoto } from './images.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** The stories' fixed "now" (Unix seconds): 2 March 2026, 10:00 UTC. */
const NOW = Date.UTC(2026, 2, 2, 10, 0) / 1000;
const HOUR = 3600;

/** An application as the queue lists it, sent `hoursAgo` before the stories' fixed time. */
export function makeOpsApplication(
  id: number,
  overrides: Partial<OpsApplication> & { hoursAgo?: number } = {},
): OpsApplication {
  const { hoursAgo = id * 5, ...rest } = overrides;
  return {
    id,
    status: 'pending',
    applicant: {
      id: 100 + id,
      username: `maker_${id}`,
      nickname: `Maker ${id}`,
      email: `maker${id}@example.com`,
    },
    country: 'FR',
    document_type: 1,
    submitted_at: NOW - hoursAgo * HOUR,
    waiting_seconds: hoursAgo * HOUR,
    decided_at: null,
    reason: '',
    ...rest,
  };
}

/** The queue the loaded state starts with: three pending (oldest first), one approved, one refused. */
export function makeApplicationQueue(): OpsApplication[] {
  return [
    makeOpsApplication(1, {
      hoursAgo: 52,
      applicant: { id: 101, username: 'lina_paints', nickname: 'Lina Paints', email: 'lina@example.com' },
      country: 'BR',
      document_type: 2,
    }),
    makeOpsApplication(2, {
      hoursAgo: 7,
      applicant: { id: 102, username: 'noura_cooks', nickname: 'نورة تطبخ', email: 'noura@example.com' },
      country: 'SA',
      document_type: 1,
    }),
    makeOpsApplication(3, { hoursAgo: 1, country: 'JP', document_type: 3 }),
    makeOpsApplication(4, {
      status: 'approved',
      hoursAgo: 80,
      decided_at: NOW - 70 * HOUR,
      waiting_seconds: 10 * HOUR,
    }),
    makeOpsApplication(5, {
      status: 'rejected',
      hoursAgo: 90,
      decided_at: NOW - 85 * HOUR,
      waiting_seconds: 5 * HOUR,
      reason: 'The document photo is blurred. Please take it again in daylight.',
    }),
  ];
}

let queue: OpsApplication[] = makeApplicationQueue();

/** Every story starts from the same queue. */
export function resetOpsApplications(items: OpsApplication[] = makeApplicationQueue()): void {
  queue = items;
}

const list = callHandler(listApplicationsCall, async ({ input }) => {
  await delay(100);
  const rows = queue.filter((item) => !input.status || item.status === input.status);
  const start = (input.page - 1) * input.limit;
  return sealedReply(listApplicationsCall, {
    list: rows.slice(start, start + input.limit),
    page: input.page,
    limit: input.limit,
    total: rows.length,
    pending: queue.filter((item) => item.status === 'pending').length,
  });
});

const item = callHandler(getApplicationCall, async ({ input }) => {
  await delay(100);
  const found = queue.find((row) => row.id === input.id);
  if (!found) return sealedError('This application does not exist.');
  return sealedReply(getApplicationCall, {
    application: found,
    documents: {
      id: mockPhoto({ width: 800, height: 520, seed: found.id * 2 }),
      face: mockPhoto({ width: 600, height: 800, seed: found.id * 2 + 1 }),
      expires_at: NOW + 5 * 60,
    },
  });
});

const decide = callHandler(decideApplicationCall, async ({ input }) => {
  await delay(150);
  const found = queue.find((row) => row.id === input.id);
  if (!found) return sealedError('This application does not exist.');
  if (found.status !== 'pending') return sealedError('This application has already been decided.');
  const decided: OpsApplication = {
    ...found,
    status: input.decision === 'approve' ? 'approved' : 'rejected',
    reason: input.decision === 'reject' ? (input.reason ?? '') : '',
    decided_at: NOW,
  };
  queue = queue.map((row) => (row.id === input.id ? decided : row));
  return sealedReply(decideApplicationCall, { application: decided });
});

const never = (path: string) =>
  http.post(path, async () => {
    await delay('infinite');
  });

export const opsApplicationsHandlers = {
  /** Pending, approved and refused applications; decisions go through. */
  loaded: { opsApplications: list, opsApplication: item, opsDecideApplication: decide },
  /** Nothing in any tab. */
  empty: {
    opsApplications: callHandler(listApplicationsCall, ({ input }) =>
      sealedReply(listApplicationsCall, {
        list: [],
        page: input.page,
        limit: input.limit,
        total: 0,
        pending: 0,
      }),
    ),
  },
  /** The first page never arrives. */
  loading: { opsApplications: never(callUrl(listApplicationsCall)) },
  /** The server cannot be reached. */
  error: { opsApplications: callHandler(listApplicationsCall, () => sealedError(MOCK_SERVER_ERROR)) },
  /** The queue loads, but another reviewer decided first: the decision is refused. */
  decidedElsewhere: {
    opsApplications: list,
    opsApplication: item,
    opsDecideApplication: callHandler(decideApplicationCall, async () => {
      await delay(100);
      return sealedError('This application has already been decided.');
    }),
  },
};
