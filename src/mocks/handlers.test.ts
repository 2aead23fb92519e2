import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_KEYS, encodeForm, openResponse, sealRequest } from '../contract/envelope.ts';
import { ENVELOPE_FAILURE_MESSAGES } from './envelope.ts';
import { MOCK_FEED_SIZE, MOCK_SERVER_ERROR, postListHandlers } from './handlers.ts';

function postTo(path: string, payload: Record<string, unknown>, tamper = false): Request {
  const form = sealRequest({ oauth_id: 'guest', oauth_type: 'pwa', ...payload }, DEVELOPMENT_KEYS);
  if (tamper) form.sign = '0'.repeat(64);
  return new Request(`http://127.0.0.1/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: encodeForm(form),
  });
}

async function reply(handler: (typeof postListHandlers)[keyof typeof postListHandlers], request: Request) {
  const response = await getResponse([handler], request);
  expect(response?.status).toBe(200);
  return openResponse(await response?.json(), DEVELOPMENT_KEYS);
}

describe('mock handlers answer through the envelope like the server', () => {
  it('reads page and limit from the encrypted form and seals a page of posts', async () => {
    const body = await reply(postListHandlers.loaded, postTo('article/getList', { page: 3, limit: 10 }));
    expect(body.status).toBe(1);
    const data = body.data as { list: { id: number; url: { url: string | null }[] }[]; page: number };
    expect(data.page).toBe(3);
    expect(data.list).toHaveLength(MOCK_FEED_SIZE - 20);
    expect(data.list[0]?.id).toBe(21);
  });

  it('never sends the original of a locked post', async () => {
    const body = await reply(postListHandlers.loaded, postTo('article/getList', {}));
    const list = (body.data as { list: { is_unlock: number; url: { url: string | null }[] }[] }).list;
    expect(list).toHaveLength(10);
    for (const post of list.filter((p) => p.is_unlock === 0)) {
      expect(post.url.every((media) => media.url === null)).toBe(true);
    }
  });

  it('answers a bad sign with status 0 and the server message', async () => {
    const body = await reply(postListHandlers.loaded, postTo('article/getList', {}, true));
    expect(body).toMatchObject({ status: 0, msg: ENVELOPE_FAILURE_MESSAGES.badSign });
  });

  it('answers data the schema refuses with status 0', async () => {
    const body = await reply(postListHandlers.loaded, postTo('article/getList', { limit: 51 }));
    expect(body.status).toBe(0);
    expect(body.msg).toMatch(/limit/);
  });

  it('gives the error state as status 0 with a message', async () => {
    const body = await reply(postListHandlers.error, postTo('article/getList', {}));
    expect(body).toMatchObject({ status: 0, msg: MOCK_SERVER_ERROR });
  });
});
