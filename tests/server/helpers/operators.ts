/**
 * Operators for server tests (issue 23): one made with a known TOTP secret, signed in to the
 * console through the real calls (password, then the authenticator's code), and a client that
 * sends its cookie from the same browser.
 */
import { OPERATOR_COOKIE } from '../../../server/auth/operator-sessions.ts';
import { totpCodeAt } from '../../../server/auth/totp.ts';
import { createOperator } from '../../../server/modules/operations/operator-accounts.service.ts';
import type { OperatorRole } from '../../../src/contract/operators.ts';
import type { CallOptions, CallResult, TestServer } from './test-server.ts';

/** Every test operator's password and authenticator secret (base32). */
export const TEST_OPERATOR_PASSWORD = 'operator-test-password';
export const TEST_OPERATOR_SECRET = 'TESTOPERATORSECRETFANVAULT234567';
/** The browser test operators sign in from; the cookie only works from it. */
export const OPERATOR_BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) operator-test-browser';

export interface OperatorClient {
  email: string;
  role: OperatorRole;
  /** The operator cookie's value. */
  cookie: string;
  /** Calls as this operator: the cookie and the browser's User-Agent on every request. */
  call(path: string, payload?: Record<string, unknown>, options?: CallOptions): Promise<CallResult>;
  /** The Cookie and User-Agent headers, for the operator's plain GET routes. */
  headers: Record<string, string>;
}

let made = 0;

/** The operator cookie an answer set, or undefined. */
export function operatorCookieOf(result: CallResult): string | undefined {
  for (const header of result.setCookies) {
    const match = new RegExp(`^${OPERATOR_COOKIE}=([^;]*)`).exec(header);
    if (match) return match[1];
  }
  return undefined;
}

/** Makes an enrolled operator of `role` (a fresh email unless given). */
export async function makeTestOperator(
  server: TestServer,
  role: OperatorRole,
  email = `${role}-${++made}-${Date.now()}@ops.test`,
): Promise<string> {
  await createOperator(server.database.handle.db, {
    email,
    role,
    password: TEST_OPERATOR_PASSWORD,
    totpSecret: TEST_OPERATOR_SECRET,
    enrolledAt: server.clock.now(),
  });
  return email;
}

/** The headers of an operator request from the test browser. */
export function operatorHeaders(cookie: string): Record<string, string> {
  return { cookie: `${OPERATOR_COOKIE}=${cookie}`, 'user-agent': OPERATOR_BROWSER };
}

/**
 * Makes an operator of `role` and signs them in through ops/signIn and ops/confirmSignIn. Each
 * sign-in moves the clock one TOTP step on, as a person would wait for the next code.
 */
export async function signInTestOperator(server: TestServer, role: OperatorRole): Promise<OperatorClient> {
  const email = await makeTestOperator(server, role);
  const first = await server.call(
    'ops/signIn',
    { email, password: TEST_OPERATOR_PASSWORD },
    { headers: { 'user-agent': OPERATOR_BROWSER } },
  );
  const pending = operatorCookieOf(first);
  if (first.body.status !== 1 || !pending) throw new Error(`ops/signIn failed: ${first.body.msg}`);
  const confirmed = await server.call(
    'ops/confirmSignIn',
    { code: totpCodeAt(TEST_OPERATOR_SECRET, server.clock.now()) },
    { headers: operatorHeaders(pending) },
  );
  if (confirmed.body.status !== 1) throw new Error(`ops/confirmSignIn failed: ${confirmed.body.msg}`);
  const cookie = operatorCookieOf(confirmed) ?? pending;
  const headers = operatorHeaders(cookie);
  return {
    email,
    role,
    cookie,
    headers,
    call: (path, payload = {}, options = {}) =>
      server.call(path, payload, { ...options, headers: { ...headers, ...options.headers } }),
  };
}
