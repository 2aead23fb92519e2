/**
 * The server helpers' TestServer aimed at another address: the cluster's nginx, or one web process
 * on its own port. Calls are sealed as the app seals them and name their client in
 * X-Forwarded-For (the processes trust loopback proxies, as TRUST_PROXY=loopback tells them), so
 * the per-address limits count people, not the machine the tests run on.
 */
import { randomBytes } from 'node:crypto';
import { DEVELOPMENT_KEYS, encodeForm, openResponse, sealRequest } from '../../src/contract/envelope.ts';
import { GUEST_ID, type CallResult, type TestServer } from '../server/helpers/test-server.ts';

/**
 * The client address a call names, from the loopback address a helper asks to send from
 * (`127.0.x.y`, helpers/accounts.ts freshAddress) or none: an address of a unique local IPv6
 * prefix drawn for the run, so each helper's person is a client of their own to the per-address
 * limits.
 */
export type ClientAddresses = (loopback: string | undefined) => string;

export function runAddresses(): ClientAddresses {
  const prefix = `fd${randomBytes(1).toString('hex')}:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
  return (loopback) => {
    const [, , third = '0', fourth = '1'] = (loopback ?? '127.0.0.1').split('.');
    return `${prefix}::${Number(third).toString(16)}:${Number(fourth).toString(16)}`;
  };
}

/** `server` with its calls, posts and URLs going to `baseUrl`. */
export function clientOf(server: TestServer, baseUrl: string, addresses: ClientAddresses): TestServer {
  const post = async (
    apiPath: string,
    body: string,
    headers: Record<string, string> = {},
    address?: string,
  ): Promise<CallResult> => {
    const response = await fetch(`${baseUrl}/api/${apiPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': addresses(address),
        ...headers,
      },
      body,
    });
    return {
      httpStatus: response.status,
      body: openResponse(await response.json(), DEVELOPMENT_KEYS),
      setCookies: response.headers.getSetCookie(),
    };
  };
  return {
    ...server,
    baseUrl,
    post,
    call(apiPath, payload = {}, options = {}) {
      let form = sealRequest({ oauth_id: GUEST_ID, oauth_type: 'pwa', ...payload }, DEVELOPMENT_KEYS, {
        now: options.now ?? Math.floor(Date.now() / 1000),
      });
      if (options.tamper) form = options.tamper(form);
      const language: Record<string, string> = options.language
        ? { 'accept-language': options.language }
        : {};
      return post(apiPath, encodeForm(form), { ...language, ...options.headers }, options.address);
    },
  };
}
