/**
 * The operators' sign-in (issue 23) through real HTTP: the password step, enrolment of the
 * authenticator with ten recovery codes shown once, TOTP codes on a moved clock (one step either
 * side, never twice), recovery codes used once, a session bound to its browser and ended after
 * 12 hours or at sign-out, the role check every operator call gets, and the audit rows written.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineCall } from '../../src/contract/call.ts';
import {
  OPERATOR_ROLES,
  OPERATOR_SECOND_FACTOR_MINUTES,
  OPERATOR_SESSION_HOURS,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  type OperatorRole,
} from '../../src/contract/operators.ts';
import { totpCodeAt } from '../../server/auth/totp.ts';
import { operatorActions } from '../../server/db/schema.ts';
import { handle } from '../../server/http/call-context.ts';
import { operatorSignInHandlers } from '../../server/modules/operations/operator-sign-in.handlers.ts';
import { createOperator } from '../../server/modules/operations/operator-accounts.service.ts';
import { newMember } from './helpers/money.ts';
import {
  OPERATOR_BROWSER,
  TEST_OPERATOR_PASSWORD,
  TEST_OPERATOR_SECRET,
  makeTestOperator,
  operatorCookieOf,
  operatorHeaders,
  signInTestOperator,
} from './helpers/operators.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const STEP_MS = 30_000;
const browser = { 'user-agent': OPERATOR_BROWSER };

/** A call only finance (and admin) may make, to see the envelope's role check. */
const financeOnlyCall = defineCall({
  path: 'ops/financeOnlyForTest',
  access: 'operator',
  roles: ['finance'],
  request: z.object({}),
  response: z.object({ ok: z.boolean() }),
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** The password step from the test browser; answers the result and the cookie it set. */
async function passwordStep(email: string, password = TEST_OPERATOR_PASSWORD) {
  const result = await server.call('ops/signIn', { email, password }, { headers: browser });
  return { result, cookie: operatorCookieOf(result) };
}

async function confirm(cookie: string, code: string) {
  return server.call('ops/confirmSignIn', { code }, { headers: operatorHeaders(cookie) });
}

describe('the password step', () => {
  it('refuses a wrong password and an unknown email alike', async () => {
    const email = await makeTestOperator(server, 'moderator');
    const wrong = await passwordStep(email, 'not-the-password');
    const unknown = await passwordStep('nobody@ops.test');
    expect(wrong.result.body).toMatchObject({ status: 0, msg: 'The account or password is incorrect.' });
    expect(unknown.result.body.msg).toBe(wrong.result.body.msg);
    expect(wrong.cookie).toBeUndefined();
  });

  it('sets an httpOnly, SameSite=Strict cookie for the 10 minutes of the second step', async () => {
    const email = await makeTestOperator(server, 'moderator');
    const { result } = await passwordStep(email);
    expect(result.body.data).toEqual({ step: 'code' });
    const header = result.setCookies.find((cookie) => cookie.startsWith('fv_op='))!;
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain(`Max-Age=${OPERATOR_SECOND_FACTOR_MINUTES * 60}`);
  });

  it('does not let the half-signed-in cookie make operator calls, and ends it after 10 minutes', async () => {
    const email = await makeTestOperator(server, 'admin');
    const { cookie } = await passwordStep(email);
    const me = await server.call('ops/me', {}, { headers: operatorHeaders(cookie!) });
    expect(me.body.msg).toBe('Please log in to the operations console.');
    server.clock.advance(OPERATOR_SECOND_FACTOR_MINUTES * 60_000 + 1000);
    const late = await confirm(cookie!, totpCodeAt(TEST_OPERATOR_SECRET, server.clock.now()));
    expect(late.body.msg).toBe('This login has ended. Enter your email and password again.');
  });
});

describe('enrolment at the first sign-in', () => {
  it('hands out a secret, confirms it with a code, and shows ten recovery codes once', async () => {
    const email = `new-${Date.now()}@ops.test`;
    await createOperator(server.database.handle.db, {
      email,
      role: 'reviewer',
      password: TEST_OPERATOR_PASSWORD,
    });
    const { result, cookie } = await passwordStep(email);
    const enrolment = result.body.data as { step: string; secret: string; uri: string };
    expect(enrolment.step).toBe('enrol');
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(decodeURIComponent(enrolment.uri)).toContain(email);

    const wrong = await confirm(cookie!, '000000');
    expect(wrong.body.status).toBe(0);
    const done = await confirm(cookie!, totpCodeAt(enrolment.secret, server.clock.now()));
    const data = done.body.data as { operator: { email: string; role: string }; recoveryCodes: string[] };
    expect(data.operator).toMatchObject({ email, role: 'reviewer' });
    expect(data.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of data.recoveryCodes) expect(code).toMatch(RECOVERY_CODE_PATTERN);

    // The next sign-in asks for the code: the codes were shown once.
    server.clock.advance(STEP_MS);
    const again = await passwordStep(email);
    expect(again.result.body.data).toEqual({ step: 'code' });
    const next = await confirm(again.cookie!, totpCodeAt(enrolment.secret, server.clock.now()));
    expect((next.body.data as { recoveryCodes: string[] }).recoveryCodes).toEqual([]);
  });
});

describe('TOTP codes', () => {
  it('accepts a code of the step before now, refuses one two steps old', async () => {
    const email = await makeTestOperator(server, 'finance');
    const { cookie } = await passwordStep(email);
    const twoStepsAgo = totpCodeAt(
      TEST_OPERATOR_SECRET,
      new Date(server.clock.now().getTime() - 2 * STEP_MS),
    );
    const stepBefore = totpCodeAt(TEST_OPERATOR_SECRET, new Date(server.clock.now().getTime() - STEP_MS));
    expect((await confirm(cookie!, twoStepsAgo)).body.status).toBe(0);
    expect((await confirm(cookie!, stepBefore)).body.status).toBe(1);
  });

  it('never accepts the same code twice', async () => {
    const email = await makeTestOperator(server, 'finance');
    const code = totpCodeAt(TEST_OPERATOR_SECRET, server.clock.now());
    const first = await passwordStep(email);
    expect((await confirm(first.cookie!, code)).body.status).toBe(1);
    const second = await passwordStep(email);
    const replay = await confirm(second.cookie!, code);
    expect(replay.body.msg).toBe(
      'The code is not valid. Enter the current code from your authenticator app or an unused recovery code.',
    );
    server.clock.advance(STEP_MS);
    const fresh = await confirm(second.cookie!, totpCodeAt(TEST_OPERATOR_SECRET, server.clock.now()));
    expect(fresh.body.status).toBe(1);
  });
});

describe('recovery codes', () => {
  it('signs in with a recovery code once, and never with the same one again', async () => {
    const email = `recovery-${Date.now()}@ops.test`;
    await createOperator(server.database.handle.db, {
      email,
      role: 'moderator',
      password: TEST_OPERATOR_PASSWORD,
    });
    const enrol = await passwordStep(email);
    const secret = (enrol.result.body.data as { secret: string }).secret;
    const enrolled = await confirm(enrol.cookie!, totpCodeAt(secret, server.clock.now()));
    const [recovery] = (enrolled.body.data as { recoveryCodes: string[] }).recoveryCodes;

    const lost = await passwordStep(email);
    const used = await confirm(lost.cookie!, recovery!.toUpperCase());
    expect(used.body.status).toBe(1);
    const again = await passwordStep(email);
    expect((await confirm(again.cookie!, recovery!)).body.status).toBe(0);

    const rows = await server.database.handle.db
      .select()
      .from(operatorActions)
      .where(and(eq(operatorActions.operatorEmail, email), eq(operatorActions.action, 'operator.sign-in')));
    expect(rows.map((row) => row.details)).toEqual([
      { method: 'totp', enrolled: true },
      { method: 'recovery', enrolled: false },
    ]);
    expect(rows[0]!.address).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });
});

describe('the console session', () => {
  it('answers ops/me in the browser that signed in, and nowhere else', async () => {
    const operator = await signInTestOperator(server, 'admin');
    const me = await operator.call('ops/me');
    expect(me.body.data).toMatchObject({ email: operator.email, role: 'admin' });
    const elsewhere = await server.call(
      'ops/me',
      {},
      {
        headers: { cookie: `fv_op=${operator.cookie}`, 'user-agent': 'Another browser' },
      },
    );
    expect(elsewhere.body.msg).toBe('Please log in to the operations console.');
  });

  it('ends 12 hours after the second factor', async () => {
    const operator = await signInTestOperator(server, 'moderator');
    server.clock.advance(OPERATOR_SESSION_HOURS * 3600_000 - 60_000);
    expect((await operator.call('ops/me')).body.status).toBe(1);
    server.clock.advance(120_000);
    expect((await operator.call('ops/me')).body.msg).toBe('Please log in to the operations console.');
  });

  it('ends at sign-out, with the cookie removed and the sign-out on the record', async () => {
    const operator = await signInTestOperator(server, 'reviewer');
    const out = await operator.call('ops/signOut');
    expect(out.body.status).toBe(1);
    expect(out.setCookies.find((cookie) => cookie.startsWith('fv_op='))).toContain('Max-Age=0');
    expect((await operator.call('ops/me')).body.status).toBe(0);
    const [row] = await server.database.handle.db
      .select()
      .from(operatorActions)
      .where(
        and(
          eq(operatorActions.operatorEmail, operator.email),
          eq(operatorActions.action, 'operator.sign-out'),
        ),
      );
    expect(row).toMatchObject({ role: 'reviewer', targetType: 'operator' });
  });

  it('refuses visitors and members: an operator call wants the operator cookie', async () => {
    const visitor = await server.call('ops/me');
    expect(visitor.body.msg).toBe('Please log in to the operations console.');
    const member = await newMember(server);
    const asMember = await server.call('ops/me', { token: member.token });
    expect(asMember.body.msg).toBe('Please log in to the operations console.');
  });
});

describe('the role check of every operator call', () => {
  let roleServer: TestServer;
  beforeAll(async () => {
    roleServer = await startTestServer({
      seed: false,
      handlers: [...operatorSignInHandlers, handle(financeOnlyCall, async () => ({ ok: true }))],
    });
  }, 60_000);
  afterAll(async () => {
    await roleServer?.close();
  });

  const allowed: Record<OperatorRole, boolean> = {
    moderator: false,
    reviewer: false,
    finance: true,
    admin: true,
  };
  it.each(OPERATOR_ROLES)('%s', async (role) => {
    const operator = await signInTestOperator(roleServer, role);
    const answer = await operator.call(financeOnlyCall.path);
    if (allowed[role]) expect(answer.body).toMatchObject({ status: 1, data: { ok: true } });
    else expect(answer.body.msg).toBe('Your operator role does not allow this.');
  });
});
