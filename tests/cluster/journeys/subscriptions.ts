/**
 * A subscription paid on the sandbox's checkout through nginx, its event delivered by the worker to
 * the webhook through nginx, and the locked video then played by the subscriber: the HLS master
 * playlist, a rendition and a segment, with the subscriber's media pass. Another member is refused.
 */
import { expect } from 'vitest';
import type { TestServer } from '../../server/helpers/test-server.ts';
import { callAs, orderPlan, pressCheckout, type Member } from '../../server/helpers/money.ts';
import { waitUntil } from '../../server/helpers/server-process.ts';
import type { Cluster } from '../cluster.ts';

interface VideoPath {
  is_unlock: 0 | 1;
  url: string | null;
}

/** The member's media pass (`fv_media`), as a Cookie header: any call with their token sets it. */
async function mediaPassOf(server: TestServer, member: Member): Promise<string> {
  const { setCookies } = await server.call('user/getUserInfo', { token: member.token });
  const pass = setCookies.map((cookie) => cookie.split(';')[0]!).find((pair) => pair.startsWith('fv_media='));
  expect(pass).toBeDefined();
  return pass!;
}

/** GETs a media path through nginx with the pass. */
function fetchMedia(cluster: Cluster, mediaPath: string, pass: string) {
  return fetch(new URL(mediaPath, cluster.proxy.baseUrl), { headers: { cookie: pass } });
}

/** Pays the plan as `fan` and plays the post's video; `other` (not subscribed) is refused. */
export async function paySubscriptionAndPlay(
  cluster: Cluster,
  parties: { creator: Member; fan: Member; other: Member },
  planId: number,
  postId: number,
): Promise<void> {
  const { proxy } = cluster;
  const { creator, fan, other } = parties;
  const locked = await callAs(proxy, fan, 'article/getVideoPath', { id: postId });
  expect(locked.data).toMatchObject({ is_unlock: 0, url: null });

  const order = await orderPlan(proxy, fan, creator, planId, 4.99);
  expect((await pressCheckout(proxy, order.url, 'approve')).status).toBe(303);
  let video: VideoPath | undefined;
  await waitUntil(
    async () => {
      const answer = await callAs(proxy, fan, 'article/getVideoRealPath', { id: postId });
      video = answer.data as VideoPath;
      return answer.status === 1;
    },
    20_000,
    'the paid subscription unlocks the video',
  );
  expect(video).toMatchObject({ is_unlock: 1, url: expect.stringMatching(/^\/media\/h\/.+\/master\.m3u8$/) });

  const pass = await mediaPassOf(proxy, fan);
  const master = await fetchMedia(cluster, video!.url!, pass);
  expect(master.status).toBe(200);
  const masterText = await master.text();
  const renditionUri = masterText.split('\n').find((line) => line.endsWith('.m3u8'));
  expect(renditionUri, masterText).toBeDefined();
  const renditionUrl = new URL(renditionUri!, new URL(video!.url!, proxy.baseUrl));
  const rendition = await fetchMedia(cluster, renditionUrl.pathname + renditionUrl.search, pass);
  expect(rendition.status).toBe(200);
  const segmentUri = (await rendition.text()).split('\n').find((line) => line.endsWith('.ts'));
  expect(segmentUri).toBeDefined();
  const segment = await fetchMedia(cluster, new URL(segmentUri!, renditionUrl).pathname, pass);
  expect(segment.status).toBe(200);
  const bytes = Buffer.from(await segment.arrayBuffer());
  // MPEG-TS: 188-byte packets, each starting with the sync byte 0x47.
  expect(bytes.length).toBeGreaterThan(188);
  expect(bytes[0]).toBe(0x47);

  // Another member: the video stays locked, and the subscriber's URL is refused with their pass.
  const refused = await callAs(proxy, other, 'article/getVideoRealPath', { id: postId });
  expect(refused.status).toBe(0);
  expect((await fetchMedia(cluster, video!.url!, await mediaPassOf(proxy, other))).status).toBe(403);
}
