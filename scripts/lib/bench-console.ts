/**
 * The operations console's first pages at scale (issue 23: a queue page at most 50 ms p99 with
 * 100,000 users and 1,000,000 posts), for bench-api-scale.ts: an admin operator made in the scale
 * database with a random password and authenticator secret of this run (as production makes
 * operators: no known login stays in the kept database), signed in through ops/signIn and
 * ops/confirmSignIn as the console does, and the console's calls it then sends with the operator
 * cookie, sealed with the run's envelope keys. Only the
 * calls the contract has are measured (other console pages may land later).
 */
import { encodeForm, openResponse, sealRequest, type EnvelopeKeys } from '../../src/contract/envelope.ts';
import { CALLS_BY_PATH } from '../../src/contract/registry.ts';
import { OPERATOR_COOKIE } from '../../server/auth/operator-sessions.ts';
import { newTotpSecret, totpCodeAt } from '../../server/auth/totp.ts';
import { openDatabase } from '../../server/db/client.ts';
import {
  createOperator,
  newOperatorPassword,
} from '../../server/modules/operations/operator-accounts.service.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const GUEST_ID = '0b7f5a52-3c1e-4d47-9a59-3f2b8e1c6d10';
/** The session is bound to the browser that signed in: every request sends this User-Agent. */
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) fanvault-bench-console';

export interface ConsoleCall {
  name: string;
  label: string;
  path: string;
  params: Record<string, unknown>;
}

/** The console's queue pages, first page each; a member search by an account name's start. */
export function consoleCalls(now: Date = new Date()): ConsoleCall[] {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  const calls: ConsoleCall[] = [
    {
      name: 'ops-members',
      label: 'console: newest members (`ops/members`)',
      path: 'ops/members',
      params: {},
    },
    {
      name: 'ops-members-search',
      label: 'console: members by account name prefix (`ops/members`, "bench42")',
      path: 'ops/members',
      params: { q: 'bench42' },
    },
    {
      name: 'ops-money',
      label: 'console: money view, 30 days (`ops/money`)',
      path: 'ops/money',
      params: { from, to },
    },
    {
      name: 'ops-posts',
      label: 'console: posts to review (`ops/postsToReview`)',
      path: 'ops/postsToReview',
      params: {},
    },
    {
      name: 'ops-withdrawals',
      label: 'console: withdrawals (`ops/withdrawals`)',
      path: 'ops/withdrawals',
      params: {},
    },
    { name: 'ops-reports', label: 'console: reports (`ops/reports`)', path: 'ops/reports', params: {} },
    { name: 'ops-feedback', label: 'console: feedback (`ops/feedback`)', path: 'ops/feedback', params: {} },
  ];
  return calls.filter((call) => CALLS_BY_PATH.has(call.path));
}

/** A sealed request body as the console's browser sends it. */
export const consoleBody = (params: Record<string, unknown>, keys: EnvelopeKeys) =>
  encodeForm(sealRequest({ ...params, oauth_id: GUEST_ID, oauth_type: 'pwa' }, keys));

interface ConsoleServer {
  baseUrl: string;
  keys: EnvelopeKeys;
}

async function post(server: ConsoleServer, path: string, params: Record<string, unknown>, cookie?: string) {
  const answer = await fetch(`${server.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: {
      ...FORM,
      'user-agent': USER_AGENT,
      ...(cookie ? { cookie: `${OPERATOR_COOKIE}=${cookie}` } : {}),
    },
    body: consoleBody(params, server.keys),
  });
  const opened = openResponse(await answer.json(), server.keys);
  if (opened.status !== 1) throw new Error(`${path}: ${opened.msg}`);
  const set = answer.headers.getSetCookie().find((line) => line.startsWith(`${OPERATOR_COOKIE}=`));
  return { data: opened.data, cookie: set?.slice(OPERATOR_COOKIE.length + 1).split(';')[0] };
}

/**
 * Makes an admin operator in the scale database and signs them in to the server at `server.baseUrl`;
 * answers the headers every console request sends (the operator cookie and the browser).
 */
export async function signInBenchAdmin(
  databaseUrl: string,
  server: ConsoleServer,
): Promise<Record<string, string>> {
  const email = `bench-admin-${Date.now()}@ops.bench`;
  const password = newOperatorPassword();
  const totpSecret = newTotpSecret();
  const handle = await openDatabase({ databaseUrl });
  try {
    await createOperator(handle.db, { email, role: 'admin', password, totpSecret, enrolledAt: new Date() });
  } finally {
    await handle.close();
  }
  const first = await post(server, 'ops/signIn', { email, password });
  if (!first.cookie) throw new Error('ops/signIn set no operator cookie');
  const confirmed = await post(
    server,
    'ops/confirmSignIn',
    { code: totpCodeAt(totpSecret, new Date()) },
    first.cookie,
  );
  const cookie = confirmed.cookie ?? first.cookie;
  return { ...FORM, 'user-agent': USER_AGENT, cookie: `${OPERATOR_COOKIE}=${cookie}` };
}

/** Checks a console call answers with items before it is measured (an empty page measures nothing). */
export async function checkConsoleCall(
  server: ConsoleServer,
  call: ConsoleCall,
  headers: Record<string, string>,
) {
  const answer = await fetch(`${server.baseUrl}/api/${call.path}`, {
    method: 'POST',
    headers,
    body: consoleBody(call.params, server.keys),
  });
  const opened = openResponse(await answer.json(), server.keys);
  if (opened.status !== 1) throw new Error(`${call.name} answered status ${opened.status} ${opened.msg}`);
  const list = (opened.data as { list?: unknown[] } | null)?.list;
  return list?.length ?? null;
}
