/**
 * MSW handlers of the video path call the feed's player asks (article/getVideoRealPath), one
 * named handler per state, and of the story media it points at. `videoPathCallLog` records the
 * post ids asked for, so a story proves a locked video asked nothing and an expired address was
 * asked for again exactly once.
 */
import { delay, http, HttpResponse, passthrough } from 'msw';
import { getPostListCall } from '../contract/calls/post-list.ts';
import { getVideoRealPathCall } from '../contract/calls/video-real-path.ts';
import type { Post } from '../contract/entities.ts';
import type { VideoPath } from '../contract/video-path.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makeLockedVideoPost, makePost, makePostPage, makeVideoPost } from './factories.ts';

/** Local files in public/storybook-media (README there): a 3 s 320 x 180 clip and its HLS. */
export const MOCK_VIDEO_MEDIA = {
  playlist: '/storybook-media/hls/clip.m3u8',
  poster: '/storybook-media/poster.jpg',
  /** An address past its expiry: answered 403, as the server's /media/h/ answers one. */
  expiredPlaylist: '/storybook-media/expired/hls/clip.m3u8',
} as const;

/** What the server says (server.video.notReady, server.video.locked). */
export const MOCK_VIDEO_MESSAGES = {
  notReady: 'This video is still being processed. Please try again in a few minutes.',
  locked: 'Subscribe to the creator or buy this post to watch the video.',
} as const;

/** Post ids getVideoRealPath was asked for, in order. */
export const videoPathCallLog: number[] = [];

export function resetVideoPathCallLog(): void {
  videoPathCallLog.length = 0;
}

/** A playable video path item for post `id`: the story clip's playlist and poster. */
export function makeVideoPath(id: number, overrides: Partial<VideoPath> = {}): VideoPath {
  return {
    id,
    is_unlock: 1,
    url: MOCK_VIDEO_MEDIA.playlist,
    poster: MOCK_VIDEO_MEDIA.poster,
    url_blur: MOCK_VIDEO_MEDIA.poster,
    video_time: 3,
    width: 320,
    height: 180,
    ...overrides,
  };
}

/** The feed of the video stories: a free video first, a locked video, then image posts. */
export const MOCK_VIDEO_FEED: readonly Post[] = [
  makeVideoPost({ id: 71, title: 'Morning mobility, 3 minutes' }),
  makeLockedVideoPost({ id: 72 }),
  makePost({ id: 73 }),
];

const logged = (id: number) => {
  videoPathCallLog.push(id);
  return videoPathCallLog.filter((asked) => asked === id).length;
};

/** article/getVideoRealPath */
export const videoPathHandlers = {
  /** The clip's playlist, for any post. */
  playable: callHandler(getVideoRealPathCall, ({ input }) => {
    logged(input.id);
    return sealedReply(getVideoRealPathCall, makeVideoPath(input.id));
  }),
  /** Never answers: the player waits for its address. */
  loading: callHandler(getVideoRealPathCall, async ({ input }) => {
    logged(input.id);
    await delay('infinite');
    return sealedError('unreachable');
  }),
  /** status 0: the video is still being processed. */
  notReady: callHandler(getVideoRealPathCall, ({ input }) => {
    logged(input.id);
    return sealedError(MOCK_VIDEO_MESSAGES.notReady);
  }),
  /** The first address of each post has expired (403); the next one plays. */
  expiredFirst: callHandler(getVideoRealPathCall, ({ input }) => {
    const asked = logged(input.id);
    const url = asked === 1 ? MOCK_VIDEO_MEDIA.expiredPlaylist : MOCK_VIDEO_MEDIA.playlist;
    return sealedReply(getVideoRealPathCall, makeVideoPath(input.id, { url }));
  }),
  /** Every answer is an address that no longer plays (the same one, as within 10 minutes). */
  alwaysExpired: callHandler(getVideoRealPathCall, ({ input }) => {
    logged(input.id);
    return sealedReply(
      getVideoRealPathCall,
      makeVideoPath(input.id, { url: MOCK_VIDEO_MEDIA.expiredPlaylist }),
    );
  }),
};

/** The story media: files from public/, and 403 for the expired address. */
export const storyMediaHandler = http.get('/storybook-media/*', ({ request }) =>
  new URL(request.url).pathname.startsWith('/storybook-media/expired/')
    ? new HttpResponse(null, { status: 403 })
    : passthrough(),
);

/** article/getList answering MOCK_VIDEO_FEED (one short page). */
export const videoFeedHandler = callHandler(getPostListCall, ({ input }) =>
  sealedReply(
    getPostListCall,
    makePostPage(input.page === 1 ? [...MOCK_VIDEO_FEED] : [], input.page, input.limit),
  ),
);
