/**
 * The console's reports queue (issue 23) through real HTTP: who may work it (moderator, admin),
 * open reports grouped by the post or account they report with the oldest first, one target's
 * whole history, each action (dismiss, warn, hide the post, suspend for days or for good) with
 * its effect and audit row, the reporter told by mail and in `user/myReports`, and the shell's
 * `npm run reports` still closing one report by id.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverEnglish from '../../locales/server/en.json' with { type: 'json' };
import {
  decideReportsCall,
  opsReportGroupCall,
  opsReportsCall,
  type ReportTarget,
} from '../../src/contract/calls/ops-reports.ts';
import { myReportsCall } from '../../src/contract/calls/user-my-reports.ts';
import { REVIEW_STATUS } from '../../src/contract/enums.ts';
import type { OperatorRole } from '../../src/contract/operators.ts';
import { operatorActions, posts, reports, users } from '../../server/db/schema.ts';
import { closeReport, listOpenReports } from '../../server/modules/reports/reports.ops.ts';
import { addPost } from './helpers/discovery.ts';
import { callAs, newCreator, newMember, ok, type Member } from './helpers/money.ts';
import { signInTestOperator, type OperatorClient } from './helpers/operators.ts';
import type { RecordingMailer } from './helpers/recording-mailer.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const DAY_MS = 24 * 3600 * 1000;

let server: TestServer;
let moderator: OperatorClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  moderator = await signInTestOperator(server, 'moderator');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.handle.db;
const mailer = () => server.mailer as RecordingMailer;
const text = (id: keyof typeof serverEnglish) => serverEnglish[id];

/** A fresh member reports `reported` (from `postId` when given) with reason `type`; answers them. */
async function reportFrom(reported: Member, postId?: number, type = 0): Promise<Member> {
  const reporter = await newMember(server);
  await ok(server, reporter, 'user/report', {
    uuid: reported.uuid,
    type,
    reason: 'Posts the same advert every hour.',
    ...(postId === undefined ? {} : { article_id: postId }),
  });
  server.clock.advance(1000);
  return reporter;
}

/** A creator with a post, both reported: answers the creator, the post, and its reporters. */
async function reportedPost(reporters = 1) {
  const creator = await newCreator(server);
  const post = await addPost(server, creator.userId, { title: 'Seaside market' });
  const by: Member[] = [];
  for (let i = 0; i < reporters; i++) by.push(await reportFrom(creator, post, i));
  return { creator, post, reporters: by, target: { type: 'post', id: post } as ReportTarget };
}

const decide = async (decision: Record<string, unknown>, as = moderator) =>
  (await as.call('ops/decideReports', decision)).body;
const auditOf = async (target: ReportTarget) =>
  db()
    .select()
    .from(operatorActions)
    .where(and(eq(operatorActions.targetType, target.type), eq(operatorActions.targetId, String(target.id))));
const myReports = async (member: Member) =>
  myReportsCall.response.parse(await ok(server, member, 'user/myReports', {})).list;

describe('who works the reports queue', () => {
  it('refuses visitors and members: they are not signed in to the console', async () => {
    const member = await newMember(server);
    for (const body of [(await server.call('ops/reports')).body, await callAs(server, member, 'ops/reports')])
      expect(body).toMatchObject({ status: 0, msg: text('server.ops.signInRequired') });
  });

  it.each<[OperatorRole, boolean]>([
    ['moderator', true],
    ['reviewer', false],
    ['finance', false],
    ['admin', true],
  ])('%s may list, open and decide: %s', async (role, allowed) => {
    const { target } = await reportedPost();
    const operator = await signInTestOperator(server, role);
    for (const [path, payload] of [
      ['ops/reports', {}],
      ['ops/reportGroup', { target }],
      ['ops/decideReports', { target, action: 'dismiss', reason: 'Not against the rules.' }],
    ] as const) {
      const { body } = await operator.call(path, payload);
      expect(body, path).toMatchObject(
        allowed ? { status: 1 } : { status: 0, msg: text('server.ops.roleRefused') },
      );
    }
  });
});

describe('the queue', () => {
  it('groups open reports by post, else by account, the longest waiting first', async () => {
    await db()
      .update(reports)
      .set({ status: 'dismissed', action: 'dismiss' })
      .where(eq(reports.status, 'open'));
    const first = await reportedPost(3);
    const account = await newCreator(server);
    await reportFrom(account, undefined, 4);
    server.clock.advance(60_000);
    const page = opsReportsCall.response.parse((await moderator.call('ops/reports', {})).body.data);
    expect(page.total).toBe(2);
    expect(page.list.map((group) => group.target)).toEqual([
      first.target,
      { type: 'member', id: account.userId },
    ]);
    expect(page.list[0]).toMatchObject({
      member: { id: first.creator.userId, uuid: first.creator.uuid },
      post_title: 'Seaside market',
      count: 3,
      reasons: [
        'Nudity or sexual content against the rules',
        'Spam or misleading',
        'Violence or dangerous acts',
      ],
      earlier_closed: 0,
    });
    expect(page.list[0]!.waiting_seconds).toBeGreaterThanOrEqual(63);
    expect(page.list[1]).toMatchObject({ post_title: null, count: 1, reasons: ['Hate speech or symbols'] });
  });

  it('opens one target: the post as a fan sees it and every report, open and closed', async () => {
    const { target, reporters, post, creator } = await reportedPost(2);
    await decide({ target, action: 'dismiss', reason: 'Fine.' });
    await reportFrom(creator, post, 2);
    const group = opsReportGroupCall.response.parse(
      (await moderator.call('ops/reportGroup', { target })).body.data,
    );
    expect(group.post).toMatchObject({ id: post, title: 'Seaside market' });
    expect(group.reports.map((report) => [report.status, report.action, report.reason])).toEqual([
      ['open', '', 'violence'],
      ['dismissed', 'dismiss', 'nudity'],
      ['dismissed', 'dismiss', 'spam'],
    ]);
    expect(group.reports[2]).toMatchObject({
      reporter: { uuid: reporters[0]!.uuid },
      reason_text: 'Spam or misleading',
      description: 'Posts the same advert every hour.',
      language: 'en',
      note: 'Fine.',
    });
    const queue = opsReportsCall.response.parse(
      (await moderator.call('ops/reports', { limit: 50 })).body.data,
    );
    expect(queue.list.find((item) => item.target.id === post)?.earlier_closed).toBe(2);
  });

  it('answers a target that does not exist', async () => {
    expect(
      (await moderator.call('ops/reportGroup', { target: { type: 'post', id: 99_999_999 } })).body.msg,
    ).toBe(text('server.ops.reportTargetNotFound'));
  });
});

describe('deciding', () => {
  it('dismisses: every open report closes, the audit keeps it, the reporters are told', async () => {
    const { target, reporters } = await reportedPost(2);
    expect(await decide({ target, action: 'dismiss', reason: 'Satire, not spam.' })).toMatchObject({
      status: 1,
      data: { closed: 2 },
    });
    const [audit] = await auditOf(target);
    expect(audit).toMatchObject({
      action: 'report.dismiss',
      reason: 'Satire, not spam.',
      operatorEmail: moderator.email,
    });
    for (const reporter of reporters) {
      expect((await myReports(reporter))[0]).toMatchObject({
        status: 'dismissed',
        action: 'dismiss',
        reason: expect.any(String),
      });
    }
    const [row] = await db()
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, reporters[0]!.userId));
    expect(mailer().all.some((mail) => mail.to === row!.email && mail.template === 'reportClosed')).toBe(
      true,
    );
    expect(await decide({ target, action: 'dismiss', reason: 'Again.' })).toMatchObject({
      status: 0,
      msg: text('server.ops.reportsNoneOpen'),
    });
  });

  it('warns: the member is mailed the reason in their language', async () => {
    const { target, creator } = await reportedPost();
    expect(await decide({ target, action: 'warn', reason: 'Keep adverts out of posts.' })).toMatchObject({
      status: 1,
    });
    const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, creator.userId));
    expect(mailer().all.findLast((mail) => mail.to === row!.email)).toMatchObject({
      template: 'reportWarning',
      values: { reason: 'Keep adverts out of posts.' },
    });
    expect((await auditOf(target))[0]).toMatchObject({ action: 'report.warn' });
  });

  it('hides the post: rejected, with the reason its creator reads', async () => {
    const { target, post, reporters } = await reportedPost();
    expect(await decide({ target, action: 'hide-post', reason: 'Misleading price.' })).toMatchObject({
      status: 1,
    });
    const [row] = await db().select().from(posts).where(eq(posts.id, post));
    expect(row).toMatchObject({ status: REVIEW_STATUS.reject, reviewNote: 'Misleading price.' });
    expect((await auditOf(target))[0]).toMatchObject({
      action: 'report.hide-post',
      details: expect.objectContaining({ status: REVIEW_STATUS.reject }),
    });
    expect((await myReports(reporters[0]!))[0]).toMatchObject({
      status: 'resolved',
      action: 'hide-post',
      post: { id: post },
    });
  });

  it('suspends for some days or for good; only a post can be hidden; suspend needs a term', async () => {
    const { target, creator } = await reportedPost();
    expect((await decide({ target, action: 'suspend', reason: 'Spam.' })).status).toBe(0);
    const account = { type: 'member', id: creator.userId };
    expect((await decide({ target: account, action: 'hide-post', reason: 'No.' })).status).toBe(0);
    expect(await decide({ target, action: 'suspend', reason: 'Spam, again.', days: 7 })).toMatchObject({
      status: 1,
    });
    const [row] = await db().select().from(users).where(eq(users.id, creator.userId));
    expect(row!.suspendedUntil!.getTime() - row!.suspendedAt!.getTime()).toBe(7 * DAY_MS);
    expect(row!.suspensionReason).toBe('Spam, again.');
    expect((await auditOf(target))[0]).toMatchObject({ action: 'report.suspend', targetType: 'post' });
    expect((await callAs(server, creator, 'user/getUserInfo')).status).toBe(422);

    const other = await newCreator(server);
    await reportFrom(other);
    const forGood = { type: 'member', id: other.userId };
    expect(await decide({ target: forGood, action: 'suspend', reason: 'Fraud.', days: null })).toMatchObject({
      status: 1,
    });
    const [suspended] = await db().select().from(users).where(eq(users.id, other.userId));
    expect(suspended).toMatchObject({ suspendedUntil: null, suspensionReason: 'Fraud.' });
    expect((await auditOf(forGood as ReportTarget))[0]).toMatchObject({
      action: 'report.suspend',
      targetType: 'member',
    });
  });

  it('checks the decision with the contract', () => {
    expect(
      decideReportsCall.request.safeParse({ target: { type: 'post', id: 1 }, action: 'warn', reason: '' })
        .success,
    ).toBe(false);
  });
});

describe('the shell', () => {
  it('still lists open reports and closes one by id', async () => {
    const { post } = await reportedPost();
    const open = (await listOpenReports(db())).find((report) => report.postId === post)!;
    expect(await closeReport(db(), open.id, 'dismissed', 'From the shell.', server.clock.now())).toBe(true);
    const [row] = await db().select().from(reports).where(eq(reports.id, open.id));
    expect(row).toMatchObject({ status: 'dismissed', action: 'dismiss', note: 'From the shell.' });
  });
});
