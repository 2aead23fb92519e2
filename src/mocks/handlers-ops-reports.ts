/**
 * MSW handlers of the console's reports queue (ops/reports, ops/reportGroup, ops/decideReports),
 * one named handler per state. The mock keeps the reports, so a story's decision closes a
 * target's open reports and takes it off the queue as the server would.
 *
 *   parameters: { msw: { handlers: opsReportsHandlers.loaded } }
 */
import { delay, http } from 'msw';
import {
  decideReportsCall,
  opsReportGroupCall,
  opsReportsCall,
  type OpsReport,
  type OpsReportGroup,
  type ReportGroupSummary,
  type ReportTarget,
} from '../contract/calls/ops-reports.ts';
import { callHandler, callUrl, sealedError, sealedReply } from './envelope.ts';
import { makePost } from './factories.ts';
import { mockAvatar } from './images.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** The server's English refusal when another operator decided first (locales/server/en.json). */
export const MOCK_REPORTS_NONE_OPEN =
  'There are no open reports about this any more; another operator may have decided them.';

const at = (hoursAgo: number) => new Date(Date.UTC(2026, 2, 2, 12) - hoursAgo * 3600_000).toISOString();

const member = (id: number, username: string, nickname: string) => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  username,
  nickname,
  thumb: mockAvatar(nickname, id),
});

/** One report of a target, `hoursAgo` before the stories' fixed time. */
export function makeOpsReport(id: number, overrides: Partial<OpsReport> = {}): OpsReport {
  return {
    id,
    reporter: { uuid: `reporter-${id}`, username: `fan_${id}`, nickname: `Fan ${id}` },
    reason: 'spam',
    reason_text: 'Spam or misleading',
    description: 'Posted three times today, each with a link to another site.',
    language: 'en',
    created_at: at(id * 3),
    status: 'open',
    action: '',
    note: '',
    closed_at: null,
    ...overrides,
  };
}

interface MockTarget {
  group: OpsReportGroup;
  post_title: string | null;
}

/** The targets the loaded state starts with: a post with three open reports and an earlier one, an account. */
export function makeReportTargets(): MockTarget[] {
  const lena = member(7, 'lena_shoots', 'Lena');
  const omar = member(8, 'omar.art', 'عمر');
  const post = makePost({ id: 41, title: 'Seaside market at dawn', creatorId: 7 });
  return [
    {
      post_title: post.title,
      group: {
        target: { type: 'post', id: 41 },
        member: { ...lena, description: 'Street photography.', suspension_reason: '' },
        post,
        reports: [
          makeOpsReport(3, {
            reason: 'copyright',
            reason_text: 'Uses someone else’s work without permission',
            description: 'These photos are from my portfolio.',
          }),
          makeOpsReport(4, {
            reason: 'scam',
            reason_text: 'Scam or fraud',
            language: 'fr',
            description: 'Le lien demande mes coordonnées bancaires.',
          }),
          makeOpsReport(8),
          makeOpsReport(80, {
            status: 'dismissed',
            action: 'dismiss',
            note: 'One repost is not spam.',
            closed_at: at(230),
          }),
        ],
      },
    },
    {
      post_title: null,
      group: {
        target: { type: 'member', id: 8 },
        member: { ...omar, description: 'رسوم رقمية وقصص مصورة.', suspension_reason: '' },
        post: null,
        reports: [
          makeOpsReport(5, {
            reason: 'impersonation',
            reason_text: 'Pretending to be someone else',
            language: 'ar',
            description: 'يستخدم اسم وصور فنان معروف.',
          }),
        ],
      },
    },
  ];
}

let targets: MockTarget[] = makeReportTargets();

/** Every story starts from the same reports. */
export function resetOpsReports(items: MockTarget[] = makeReportTargets()): void {
  targets = items;
}

const same = (a: ReportTarget, b: ReportTarget) => a.type === b.type && a.id === b.id;

function summaryOf({ group, post_title }: MockTarget): ReportGroupSummary | null {
  const open = group.reports.filter((report) => report.status === 'open');
  if (open.length === 0) return null;
  const oldest = open.map((report) => report.created_at).sort()[0]!;
  const { description: _description, suspension_reason: _reason, ...shown } = group.member;
  return {
    target: group.target,
    member: shown,
    post_title,
    count: open.length,
    oldest_at: oldest,
    waiting_seconds: Math.floor((Date.UTC(2026, 2, 2, 12) - Date.parse(oldest)) / 1000),
    reasons: [...new Set(open.map((report) => report.reason_text))].sort(),
    earlier_closed: group.reports.length - open.length,
  };
}

const list = callHandler(opsReportsCall, async ({ input }) => {
  await delay(100);
  const rows = targets.flatMap((target) => summaryOf(target) ?? []);
  const start = (input.page - 1) * input.limit;
  return sealedReply(opsReportsCall, {
    list: rows.slice(start, start + input.limit),
    page: input.page,
    limit: input.limit,
    total: rows.length,
  });
});

const group = callHandler(opsReportGroupCall, async ({ input }) => {
  await delay(100);
  const found = targets.find((target) => same(target.group.target, input.target));
  return found
    ? sealedReply(opsReportGroupCall, found.group)
    : sealedError('This post or member no longer exists.');
});

const decide = callHandler(decideReportsCall, async ({ input }) => {
  await delay(150);
  let closed = 0;
  targets = targets.map((target) => {
    if (!same(target.group.target, input.target)) return target;
    const reports = target.group.reports.map((report) => {
      if (report.status !== 'open') return report;
      closed += 1;
      return {
        ...report,
        status: input.action === 'dismiss' ? ('dismissed' as const) : ('resolved' as const),
        action: input.action,
        note: input.reason,
        closed_at: at(0),
      };
    });
    return { ...target, group: { ...target.group, reports } };
  });
  return closed === 0 ? sealedError(MOCK_REPORTS_NONE_OPEN) : sealedReply(decideReportsCall, { closed });
});

const never = (path: string) =>
  http.post(path, async () => {
    await delay('infinite');
  });

export const opsReportsHandlers = {
  /** Two targets with open reports; decisions go through. */
  loaded: { opsReports: list, opsReportGroup: group, decideReports: decide },
  /** Nothing waits. */
  empty: {
    opsReports: callHandler(opsReportsCall, ({ input }) =>
      sealedReply(opsReportsCall, { list: [], page: input.page, limit: input.limit, total: 0 }),
    ),
  },
  /** The first page never arrives. */
  loading: { opsReports: never(callUrl(opsReportsCall)) },
  /** The server cannot be reached. */
  error: { opsReports: callHandler(opsReportsCall, () => sealedError(MOCK_SERVER_ERROR)) },
  /** The queue loads, but another operator decided first. */
  decidedElsewhere: {
    opsReports: list,
    opsReportGroup: group,
    decideReports: callHandler(decideReportsCall, async () => {
      await delay(100);
      return sealedError(MOCK_REPORTS_NONE_OPEN);
    }),
  },
};
