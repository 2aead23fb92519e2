/**
 * The console's withdrawals queue (issue 23) through real HTTP: who may work it (finance, admin),
 * pending requests oldest first with the creator's balance, one opened with their ledger lines,
 * and the decisions: approve, mark paid out with the payout's reference, fail with a reason (the
 * amount back in the balance through the ledger). Each writes its audit row, mails the creator in
 * their language, and shows in the creator's withdrawal history; a final status takes no more.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import serverEnglish from '../../locales/server/en.json' with { type: 'json' };
import type { OperatorRole } from '../../src/contract/operators.ts';
import { operatorActions, users } from '../../server/db/schema.ts';
import { loadServerMessages } from '../../server/i18n/messages.ts';
import { renderMail } from '../../server/mail/render-mail.ts';
import { LEDGER_KIND, paymentLines } from '../../server/modules/ledger/ledger-accounts.ts';
import { postTransaction } from '../../server/modules/ledger/ledger.service.ts';
import { callAs, expectLedgerBalanced, newCreator, newMember, ok, type Member } from './helpers/money.ts';
import { signInTestOperator, type OperatorClient } from './helpers/operators.ts';
import { RecordingMailer } from './helpers/recording-mailer.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { NO_SALE_COSTS } from '../../src/contract/rules/sale-split.ts';
import { secondFactorOn } from './helpers/two-factor.ts';

let server: TestServer;
let finance: OperatorClient;
const creators: Member[] = [];

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  finance = await signInTestOperator(server, 'finance');
}, 60_000);
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await expectLedgerBalanced(server, creators);
});

const db = () => server.database.handle.db;
const mailer = () => server.mailer as RecordingMailer;
const text = (id: keyof typeof serverEnglish) => serverEnglish[id];

/** A creator who earned `earned` (a fan's payment in the ledger) and asked to withdraw `asked`. */
async function creatorAsking(earned: number, asked: number, locale = 'en') {
  const creator = await newCreator(server);
  creators.push(creator);
  // Withdrawals need a second factor on (issue 26).
  await secondFactorOn(server, creator);
  await db().update(users).set({ locale }).where(eq(users.id, creator.userId));
  await db().transaction((tx) =>
    postTransaction(tx, {
      kind: LEDGER_KIND.payment,
      lines: paymentLines(earned * 100, NO_SALE_COSTS, creator.userId),
      at: server.clock.now(),
    }),
  );
  const { withdrawal } = await ok<{ withdrawal: { id: number } }>(server, creator, 'user/applyWithdraw', {
    amount: asked,
  });
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, creator.userId));
  return { creator, id: withdrawal.id, email: row!.email };
}

const decide = (payload: Record<string, unknown>) => finance.call('ops/decideWithdrawal', payload);

const auditRowsOf = (action: string, id: number) =>
  db()
    .select()
    .from(operatorActions)
    .where(and(eq(operatorActions.action, action), eq(operatorActions.targetId, String(id))));

const historyOf = async (creator: Member) =>
  (await ok<{ list: Record<string, unknown>[] }>(server, creator, 'user/getWithdrawList')).list;

const mailsTo = (email: string) =>
  mailer().all.filter((mail) => mail.to === email && mail.template === 'withdrawalDecided');

describe('who works the withdrawals queue', () => {
  it('refuses visitors, members and creators: they are not signed in to the console', async () => {
    const member = await newMember(server);
    const creator = await newCreator(server);
    for (const body of [
      (await server.call('ops/withdrawals')).body,
      await callAs(server, member, 'ops/withdrawals'),
      await callAs(server, creator, 'ops/withdrawals'),
    ])
      expect(body).toMatchObject({ status: 0, msg: text('server.ops.signInRequired') });
  });

  it.each<[OperatorRole, boolean]>([
    ['moderator', false],
    ['reviewer', false],
    ['finance', true],
    ['admin', true],
  ])('%s may list, open and decide: %s', async (role, allowed) => {
    const { id } = await creatorAsking(300, 100);
    const operator = await signInTestOperator(server, role);
    for (const [path, payload] of [
      ['ops/withdrawals', {}],
      ['ops/withdrawal', { id }],
      ['ops/decideWithdrawal', { id, decision: 'pass' }],
    ] as const) {
      const { body } = await operator.call(path, payload);
      expect(body, path).toMatchObject(
        allowed ? { status: 1 } : { status: 0, msg: text('server.ops.roleRefused') },
      );
    }
  });
});

describe('the queue', () => {
  it('lists pending requests oldest first, with the creator, amount, wait and balance now', async () => {
    const older = await creatorAsking(500, 120);
    server.clock.advance(60_000);
    const newer = await creatorAsking(800, 250.5);
    server.clock.advance(30_000);
    const page = await finance.call('ops/withdrawals', { limit: 50 });
    expect(page.body.status).toBe(1);
    const list = (page.body.data as { list: Record<string, unknown>[] }).list;
    const ids = list.map((item) => item.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(list.find((item) => item.id === newer.id)).toMatchObject({
      amount: 250.5,
      status: 0,
      waiting_seconds: 30,
      creator: { username: newer.creator.username, uuid: newer.creator.uuid, balance: 549.5 },
    });
    expect(list.every((item) => item.status === 0)).toBe(true);
  });

  it('opens one with the creator’s ledger lines, newest first, and the sum check', async () => {
    const { id } = await creatorAsking(400, 150);
    const { body } = await finance.call('ops/withdrawal', { id });
    expect(body.data).toMatchObject({
      withdrawal: { id, amount: 150, creator: { balance: 250 } },
      ledger: [
        { kind: 'withdrawal_request', amount: -150 },
        { kind: 'payment', amount: 400 },
      ],
      balanced: true,
    });
    expect((await finance.call('ops/withdrawal', { id: 999_999 })).body).toMatchObject({
      status: 0,
      msg: text('server.ops.withdrawalNotFound'),
    });
  });
});

describe('deciding', () => {
  it('approves: passed, recorded, mailed in the creator’s language, shown in their history', async () => {
    const { creator, id, email } = await creatorAsking(300, 200, 'fr');
    const { body } = await decide({ id, decision: 'pass' });
    expect(body.data).toMatchObject({ withdrawal: { id, status: 1, reason: '', reference: '' } });
    const [audit] = await auditRowsOf('withdrawal.pass', id);
    expect(audit).toMatchObject({ operatorEmail: finance.email, role: 'finance', targetType: 'withdrawal' });
    expect(mailsTo(email)).toEqual([
      expect.objectContaining({ locale: 'fr', values: { amount: 200, outcome: 'passed', detail: '' } }),
    ]);
    expect((await historyOf(creator))[0]).toMatchObject({ id, status: 1 });
  });

  it('marks paid out only with the payout’s reference, keeps it and shows it to the creator', async () => {
    const { creator, id, email } = await creatorAsking(300, 200);
    await decide({ id, decision: 'pass' });
    const refused = await decide({ id, decision: 'complete' });
    expect(refused.body.status).toBe(0);
    expect((await decide({ id, decision: 'complete', reference: '   ' })).body.status).toBe(0);
    expect(await auditRowsOf('withdrawal.complete', id)).toEqual([]);

    const { body } = await decide({ id, decision: 'complete', reference: ' TRF-2026-0042 ' });
    expect(body.data).toMatchObject({ withdrawal: { status: 2, reference: 'TRF-2026-0042' } });
    const [audit] = await auditRowsOf('withdrawal.complete', id);
    expect(audit!.details).toMatchObject({ reference: 'TRF-2026-0042', amount: 200 });
    expect(mailsTo(email).at(-1)).toMatchObject({
      values: { amount: 200, outcome: 'completed', detail: 'TRF-2026-0042' },
    });
    expect((await historyOf(creator))[0]).toMatchObject({ id, status: 2, reference: 'TRF-2026-0042' });
    // Paid out: the balance stays what the request left.
    expect((await ok<{ money: number }>(server, creator, 'user/getUserInfo')).money).toBe(100);
  });

  it('fails only with a reason; the amount goes back to the balance through the ledger', async () => {
    const { creator, id, email } = await creatorAsking(300, 200);
    expect((await decide({ id, decision: 'fail' })).body.status).toBe(0);
    expect((await ok<{ money: number }>(server, creator, 'user/getUserInfo')).money).toBe(100);

    const reason = 'The bank account details could not be verified.';
    const { body } = await decide({ id, decision: 'fail', reason });
    expect(body.data).toMatchObject({ withdrawal: { status: 3, reason, creator: { balance: 300 } } });
    expect((await ok<{ money: number }>(server, creator, 'user/getUserInfo')).money).toBe(300);
    const { body: opened } = await finance.call('ops/withdrawal', { id });
    expect((opened.data as { ledger: unknown[] }).ledger[0]).toMatchObject({
      kind: 'withdrawal_fail',
      amount: 200,
    });
    const [audit] = await auditRowsOf('withdrawal.fail', id);
    expect(audit).toMatchObject({ reason });
    expect(mailsTo(email).at(-1)).toMatchObject({ values: { outcome: 'failed', detail: reason } });
    expect((await historyOf(creator))[0]).toMatchObject({ id, status: 3, reason });
    const failed = await finance.call('ops/withdrawals', { status: 'failed', limit: 50 });
    expect((failed.body.data as { list: { id: number }[] }).list.map((item) => item.id)).toContain(id);
  });

  it('refuses a second decision on a final status, and writes nothing for it', async () => {
    const { id, email } = await creatorAsking(300, 200);
    await decide({ id, decision: 'fail', reason: 'Closed account' });
    const mails = mailsTo(email).length;
    for (const payload of [
      { decision: 'pass' },
      { decision: 'complete', reference: 'TRF-1' },
      { decision: 'fail', reason: 'Again' },
    ])
      expect((await decide({ id, ...payload })).body).toMatchObject({
        status: 0,
        msg: text('server.ops.withdrawalMovedOn'),
      });
    expect(await auditRowsOf('withdrawal.fail', id)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(mails);
    expect((await decide({ id: 999_999, decision: 'pass' })).body.msg).toBe(
      text('server.ops.withdrawalNotFound'),
    );
  });

  it('keeps the decision when the mail server is down', async () => {
    const { id } = await creatorAsking(300, 200);
    mailer().failing = true;
    try {
      expect((await decide({ id, decision: 'pass' })).body).toMatchObject({ status: 1 });
    } finally {
      mailer().failing = false;
    }
    expect(await auditRowsOf('withdrawal.pass', id)).toHaveLength(1);
  });
});

describe('the creator’s mail', () => {
  const messages = loadServerMessages();

  it('says the amount in their language, the reference to copy, the reason quoted', () => {
    const paid = renderMail(messages, {
      to: 'creator@example.com',
      locale: 'fr',
      template: 'withdrawalDecided',
      values: { amount: 1250.5, outcome: 'completed', detail: 'TRF-2026-0042' },
    });
    expect(paid.subject).toContain('retrait');
    expect(paid.subject).toMatch(/1\s?250,50/);
    expect(paid.text).toContain('TRF-2026-0042');
    const failed = renderMail(messages, {
      to: 'creator@example.com',
      locale: 'ar',
      template: 'withdrawalDecided',
      values: { amount: 200, outcome: 'failed', detail: 'Closed <account>' },
    });
    expect(failed.html).toContain('dir="rtl"');
    expect(failed.html).toContain('Closed &lt;account&gt;');
    expect(failed.text).toContain('عاد المبلغ إلى رصيدك');
  });
});
