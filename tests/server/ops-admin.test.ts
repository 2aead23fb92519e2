/**
 * The admin's console pages (issue 23) through real HTTP: the role matrix of every admin call,
 * operators created, disabled and made to enrol again (each on the audit log), and the review
 * mode setting.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES } from '../../src/contract/operators.ts';
import { operatorActions } from '../../server/db/schema.ts';
import { newMember } from './helpers/money.ts';
import {
  OPERATOR_BROWSER,
  operatorCookieOf,
  signInTestOperator,
  type OperatorClient,
} from './helpers/operators.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const REFUSED_ROLE = 'Your operator role does not allow this.';
const SIGN_IN_REQUIRED = 'Please log in to the operations console.';

let server: TestServer;
let admin: OperatorClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { REVIEW_MODE: 'manual' } });
  admin = await signInTestOperator(server, 'admin');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

async function auditRows(action: string) {
  return server.database.handle.db.select().from(operatorActions).where(eq(operatorActions.action, action));
}

describe('who may make the admin calls', () => {
  const calls: [string, Record<string, unknown>][] = [
    ['ops/operators', {}],
    ['ops/createOperator', { email: 'matrix@ops.test', role: 'moderator' }],
    ['ops/disableOperator', { email: 'nobody@ops.test', reason: 'left' }],
    ['ops/resetSecondFactor', { email: 'nobody@ops.test', reason: 'lost phone' }],
    ['ops/settings', {}],
    ['ops/updateSettings', { reviewMode: 'manual', creatorReviewMode: 'auto' }],
  ];

  it('refuses visitors and members', async () => {
    const member = await newMember(server);
    for (const [path, payload] of calls) {
      expect((await server.call(path, payload)).body.msg).toBe(SIGN_IN_REQUIRED);
      expect((await server.call(path, { ...payload, token: member.token })).body.msg).toBe(SIGN_IN_REQUIRED);
    }
  });

  it.each(OPERATOR_ROLES.filter((role) => role !== 'admin'))('refuses a %s', async (role) => {
    const operator = await signInTestOperator(server, role);
    for (const [path, payload] of calls)
      expect((await operator.call(path, payload)).body.msg).toBe(REFUSED_ROLE);
  });
});

describe('operators', () => {
  it('creates an operator whose password leads to enrolment, on the record', async () => {
    const created = await admin.call('ops/createOperator', { email: 'New.Mod@Ops.test', role: 'moderator' });
    const data = created.body.data as { operator: { email: string; enrolled: boolean }; password: string };
    expect(data.operator).toMatchObject({ email: 'new.mod@ops.test', role: 'moderator', enrolled: false });
    expect(data.password.length).toBeGreaterThanOrEqual(16);
    const signIn = await server.call(
      'ops/signIn',
      { email: 'new.mod@ops.test', password: data.password },
      { headers: { 'user-agent': OPERATOR_BROWSER } },
    );
    expect((signIn.body.data as { step: string }).step).toBe('enrol');
    expect(
      (await admin.call('ops/createOperator', { email: 'new.mod@ops.test', role: 'finance' })).body.msg,
    ).toBe('An operator with this email already exists.');
    const [row] = await auditRows('operator.create');
    expect(row).toMatchObject({
      operatorEmail: admin.email,
      role: 'admin',
      details: { email: 'new.mod@ops.test' },
    });
    const list = (await admin.call('ops/operators')).body.data as { list: { email: string }[] };
    expect(list.list.map((operator) => operator.email)).toContain('new.mod@ops.test');
  });

  it('disables an operator: their session ends and they cannot sign in', async () => {
    const finance = await signInTestOperator(server, 'finance');
    const disabled = await admin.call('ops/disableOperator', {
      email: finance.email,
      reason: 'Left the company',
    });
    expect(
      (disabled.body.data as { operator: { disabledAt: string | null } }).operator.disabledAt,
    ).not.toBeNull();
    expect((await finance.call('ops/me')).body.msg).toBe(SIGN_IN_REQUIRED);
    const again = await server.call(
      'ops/signIn',
      { email: finance.email, password: 'operator-test-password' },
      { headers: { 'user-agent': OPERATOR_BROWSER } },
    );
    expect(again.body.msg).toBe('The account or password is incorrect.');
    const rows = await server.database.handle.db
      .select()
      .from(operatorActions)
      .where(
        and(eq(operatorActions.action, 'operator.disable'), eq(operatorActions.reason, 'Left the company')),
      );
    expect(rows).toHaveLength(1);
  });

  it('makes an operator enrol again after a lost phone', async () => {
    const reviewer = await signInTestOperator(server, 'reviewer');
    await admin.call('ops/resetSecondFactor', { email: reviewer.email, reason: 'Lost phone' });
    expect((await reviewer.call('ops/me')).body.status).toBe(0);
    const signIn = await server.call(
      'ops/signIn',
      { email: reviewer.email, password: 'operator-test-password' },
      { headers: { 'user-agent': OPERATOR_BROWSER } },
    );
    expect(signIn.body.data).toMatchObject({ step: 'enrol' });
    expect(operatorCookieOf(signIn)).toBeDefined();
  });

  it('never lets an admin disable or reset themselves', async () => {
    for (const path of ['ops/disableOperator', 'ops/resetSecondFactor'])
      expect((await admin.call(path, { email: admin.email, reason: 'oops' })).body.msg).toBe(
        'You cannot do this to your own operator account.',
      );
  });
});

describe('the review settings', () => {
  it('start at REVIEW_MODE and CREATOR_REVIEW_MODE and record each change', async () => {
    expect((await admin.call('ops/settings')).body.data).toEqual({
      reviewMode: 'manual',
      creatorReviewMode: 'auto',
    });
    const changed = await admin.call('ops/updateSettings', { reviewMode: 'auto', creatorReviewMode: 'auto' });
    expect(changed.body.data).toEqual({ reviewMode: 'auto', creatorReviewMode: 'auto' });
    await admin.call('ops/updateSettings', { reviewMode: 'auto', creatorReviewMode: 'auto' });
    expect((await admin.call('ops/settings')).body.data).toEqual({
      reviewMode: 'auto',
      creatorReviewMode: 'auto',
    });
    const rows = await auditRows('settings.change');
    expect(rows.map((row) => [row.targetId, row.details])).toEqual([
      ['reviewMode', { from: 'manual', to: 'auto' }],
    ]);
    await admin.call('ops/updateSettings', { reviewMode: 'manual', creatorReviewMode: 'auto' });
  });
});
