/** Account steps several server test files share: signing up fresh users and signing in. */
import { expect } from 'vitest';
import { loginResultSchema, type LoginResult } from '../../../src/contract/entities-account.ts';
import type { CallOptions, TestServer } from './test-server.ts';

let addressCounter = 0;
let userCounter = 0;

/**
 * A loopback address no other call in this file used. Sign-ups are limited per address (5 an
 * hour), so tests that need many accounts sign each one up from its own address, as separate
 * people would.
 */
export function freshAddress(): string {
  addressCounter += 1;
  return `127.0.${1 + Math.floor(addressCounter / 250)}.${1 + (addressCounter % 250)}`;
}

export interface NewAccount {
  email: string;
  account: string;
  password: string;
}

/** Account details no one in this file has used yet. */
export function newAccountDetails(prefix = 'user'): NewAccount {
  userCounter += 1;
  const account = `${prefix}${userCounter}`;
  return { email: `${account}@example.org`, account, password: 'Secret_pass1' };
}

/** Signs up a new account and returns its login result and details. */
export async function signUp(
  server: TestServer,
  details: Partial<NewAccount> = {},
  options: CallOptions = {},
): Promise<NewAccount & { login: LoginResult }> {
  const account = { ...newAccountDetails(), ...details };
  const { body } = await server.call('account/registerByPassword', account, {
    address: freshAddress(),
    ...options,
  });
  expect(body.msg).toBe('');
  expect(body.status).toBe(1);
  return { ...account, login: loginResultSchema.parse(body.data) };
}

/** Signs in by account name or email and password; returns the login result. */
export async function logIn(
  server: TestServer,
  account: string,
  password: string,
  options: CallOptions = {},
) {
  const { body } = await server.call('account/loginByPassword', { account, password }, options);
  expect(body.msg).toBe('');
  return loginResultSchema.parse(body.data);
}
