/**
 * MSW handlers of the member's reports (`user/myReports`), one named handler per state.
 *
 *   parameters: { msw: { handlers: { myReports: myReportsHandlers.list } } }
 */
import { delay, http } from 'msw';
import { myReportsCall, type MyReport } from '../contract/calls/user-my-reports.ts';
import { callHandler, callUrl, sealedError, sealedReply } from './envelope.ts';
import { mockAvatar } from './images.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** One report of the member, `daysAgo` before the stories' fixed time. */
export function makeMyReport(id: number, overrides: Partial<MyReport> = {}): MyReport {
  const created = Date.UTC(2026, 2, 2, 12) - id * 2 * 86_400_000;
  return {
    id,
    member: {
      uuid: `reported-${id}`,
      username: `creator_${id}`,
      nickname: `Creator ${id}`,
      thumb: mockAvatar(`Creator ${id}`, id),
    },
    post: null,
    reason: 'Spam or misleading',
    status: 'open',
    action: '',
    created_at: new Date(created).toISOString(),
    closed_at: null,
    ...overrides,
  };
}

/** A report under review and one of each outcome, the newest first. */
export function makeMyReports(): MyReport[] {
  return [
    makeMyReport(1, { post: { id: 41, title: 'Seaside market at dawn' } }),
    makeMyReport(2, {
      status: 'resolved',
      action: 'hide-post',
      post: { id: 12, title: 'Free giveaway, click here' },
      reason: 'Scam or fraud',
    }),
    makeMyReport(3, { status: 'resolved', action: 'suspend', reason: 'Pretending to be someone else' }),
    makeMyReport(4, { status: 'resolved', action: 'warn', reason: 'Harassment or bullying' }),
    makeMyReport(5, { status: 'dismissed', action: 'dismiss', member: null }),
  ];
}

const listOf = (reports: MyReport[]) =>
  callHandler(myReportsCall, async ({ input }) => {
    await delay(100);
    const start = (input.page - 1) * input.limit;
    return sealedReply(myReportsCall, {
      list: reports.slice(start, start + input.limit),
      page: input.page,
      limit: input.limit,
    });
  });

export const myReportsHandlers = {
  /** Five reports: one under review and one of each outcome. */
  list: listOf(makeMyReports()),
  /** The member reported nothing. */
  empty: listOf([]),
  /** The first page never arrives. */
  loading: http.post(callUrl(myReportsCall), async () => {
    await delay('infinite');
  }),
  /** The server cannot be reached. */
  error: callHandler(myReportsCall, () => sealedError(MOCK_SERVER_ERROR)),
};
