/**
 * The client names a call by its path and, outside production, holds each answer to the call's
 * contract (src/api/answer-check.ts), as the server does before sending: a handler or server
 * answering outside it fails the call in the tests and stories instead of slipping through.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerOutsideContract } from '../contract/answer-check.ts';
import type { isUseEmailCall } from '../contract/calls/account-is-use-email.ts';
import { DEVELOPMENT_KEYS, sealResponse, STATUS_OK } from '../contract/envelope.ts';
import { callApi } from './client.ts';

/** Answers every request with `data`, sealed as the server seals it. */
function serverAnswering(data: unknown) {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    return new Response(
      JSON.stringify(sealResponse({ status: STATUS_OK, msg: '', data }, DEVELOPMENT_KEYS)),
      {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  return requests;
}

const isEmailUsed = () => callApi<typeof isUseEmailCall>('account/isUseEmail', { email: 'ada@example.com' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API client outside production', () => {
  it("posts to the call's path and returns an answer the contract describes", async () => {
    const requests = serverAnswering({ used: true });
    await expect(isEmailUsed()).resolves.toEqual({ used: true });
    expect(requests).toEqual(['/api/account/isUseEmail']);
  });

  it('refuses an answer with a field the contract does not name, or a value of the wrong type', async () => {
    serverAnswering({ used: false, password_hash: 'LEAKED' });
    await expect(isEmailUsed()).rejects.toThrow(AnswerOutsideContract);
    serverAnswering({ used: 'no' });
    await expect(isEmailUsed()).rejects.toThrow(/account\/isUseEmail answered outside its contract at used/);
  });
});
