/** Sign-up, sign-in and the sign-in rate limit, through nginx and on both web processes. */
import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { newAccountDetails, signUp, type NewAccount } from '../../server/helpers/accounts.ts';
import { callAs, ok } from '../../server/helpers/money.ts';
import { waitUntil } from '../../server/helpers/server-process.ts';
import type { Cluster } from '../cluster.ts';

/** docs/api.md 5.8: failed sign-ins per account name or email, in 15 minutes. */
export const FAILED_SIGN_INS_PER_ACCOUNT = 10;

/**
 * Account details of this run alone: the per-email and per-account counters (codes mailed, failed
 * sign-ins) outlive a run in Redis, and the helpers' names (`user1`...) repeat in every run.
 */
function detailsOfThisRun(): NewAccount {
  const account = `run${randomBytes(6).toString('hex')}`;
  return { ...newAccountDetails(), account, email: `${account}@example.org` };
}

/** The newest sign-in code the outbox of a web process holds for `email` (read on its own port). */
async function mailedCode(webBaseUrl: string, email: string): Promise<string> {
  let code = '';
  await waitUntil(
    async () => {
      const response = await fetch(`${webBaseUrl}/dev/outbox.json?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      // The newest mail with a code (a new-device notice, a job, may come in after it).
      code = messages.map((message) => message.text.match(/^\s*([A-Z0-9]{6})\s*$/m)?.[1]).find(Boolean) ?? '';
      return code !== '';
    },
    10_000,
    `a sign-in code mailed to ${email}`,
  );
  return code;
}

/** Signs up through nginx, then signs in by password and by an emailed code; every session works on both processes. */
export async function signUpAndSignIn(cluster: Cluster): Promise<void> {
  const { proxy, web, webProcesses } = cluster;
  const account = await signUp(proxy, detailsOfThisRun());

  const byPassword = await proxy.call('account/loginByPassword', {
    account: account.email,
    password: account.password,
  });
  expect(byPassword.body).toMatchObject({ status: 1, msg: '', data: { uuid: account.login.uuid } });

  const sent = await callAs(proxy, undefined, 'account/sendEmailCode', { email: account.email, type: 5 });
  expect(sent).toMatchObject({ status: 1, msg: '' });
  // The outbox answers only this machine: read on a web process's own port, not through the proxy
  // for a visitor (whom it does not exist for).
  const outside = await fetch(`${proxy.baseUrl}/dev/outbox.json`, {
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  expect(outside.status).toBe(404);
  const code = await mailedCode(webProcesses[1].baseUrl, account.email);
  const byCode = await proxy.call('account/loginByEmail', { email: account.email, code });
  expect(byCode.body).toMatchObject({ status: 1, msg: '', data: { uuid: account.login.uuid } });

  const tokens = [
    account.login.token,
    ...[byPassword, byCode].map((r) => (r.body.data as { token: string }).token),
  ];
  expect(new Set(tokens).size).toBe(3);
  for (const token of tokens)
    for (const target of web) {
      const info = await ok<{ uuid: string; email: string }>(target, { token }, 'user/getUserInfo');
      expect(info).toMatchObject({ uuid: account.login.uuid, email: account.email });
    }
}

/**
 * Wrong passwords sent alternately to the two processes from one address: the tenth spends the
 * account's allowance on both (each process alone saw five), and even the right password is refused.
 */
export async function signInLimitAcrossProcesses(cluster: Cluster): Promise<void> {
  const account = await signUp(cluster.proxy, detailsOfThisRun());
  const attempt = (n: number, password: string) =>
    cluster.web[n % 2]!.call('account/loginByPassword', { account: account.account, password });
  for (let n = 0; n < FAILED_SIGN_INS_PER_ACCOUNT; n += 1) {
    const { body } = await attempt(n, 'Wrong_pass1');
    expect(body).toMatchObject({ status: 0, msg: 'The account or password is incorrect.' });
  }
  for (const n of [0, 1]) {
    const { body } = await attempt(n, account.password);
    expect(body.status).toBe(0);
    expect(body.msg).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  }
}
