/**
 * MSW handlers, one named handler per data state (style.md habit 4). A story picks them
 * by key so it overrides only what it names:
 *
 *   parameters: { msw: { handlers: { posts: postListHandlers.empty } } }
 *
 * `defaultHandlers` (set in .storybook/preview.tsx) answers the start-up calls every
 * screen makes; anything else a story forgets is logged as an unmocked request.
 */
import { delay } from 'msw';
import { appConfigCall } from '../contract/calls/app-config.ts';
import { getCategoriesCall } from '../contract/calls/article-get-categories.ts';
import { getListCall } from '../contract/calls/article-get-list.ts';
import { getVersionInfoCall } from '../contract/calls/home-get-version-info.ts';
import { getNewCreatorCall } from '../contract/calls/user-get-new-creator.ts';
import { APP_VERSION } from '../contract/enums.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import {
  makeAppConfig,
  makeCategories,
  makeCreatorPage,
  makeCreators,
  makeFeed,
  makePostPage,
} from './factories.ts';

/** What the server says when the database is unreachable. */
export const MOCK_SERVER_ERROR = 'The service is temporarily unavailable. Please try again.';

/** Total posts in the mocked feed: two full pages and a short third. */
export const MOCK_FEED_SIZE = 24;

/** article/getList */
export const postListHandlers = {
  /** Pages of the seeded-like feed; the last page is short so infinite scroll stops. */
  loaded: callHandler(getListCall, ({ input }) => {
    const first = (input.page - 1) * input.limit;
    const count = Math.max(0, Math.min(input.limit, MOCK_FEED_SIZE - first));
    return sealedReply(getListCall, makePostPage(makeFeed(count, first + 1), input.page, input.limit));
  }),
  /** No posts at all. */
  empty: callHandler(getListCall, ({ input }) =>
    sealedReply(getListCall, makePostPage([], input.page, input.limit)),
  ),
  /** A single short page: the client must not ask for more. */
  lastPage: callHandler(getListCall, ({ input }) =>
    sealedReply(getListCall, makePostPage(makeFeed(3), input.page, input.limit)),
  ),
  /** Never answers: the screen stays in its loading state. */
  loading: callHandler(getListCall, async () => {
    await delay('infinite');
    return sealedError('unreachable');
  }),
  /** status 0 with the server's message. */
  error: callHandler(getListCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/getNewCreator */
export const creatorHandlers = {
  loaded: callHandler(getNewCreatorCall, ({ input }) =>
    sealedReply(
      getNewCreatorCall,
      makeCreatorPage(input.page === 1 ? makeCreators() : [], input.page, input.limit),
    ),
  ),
  empty: callHandler(getNewCreatorCall, ({ input }) =>
    sealedReply(getNewCreatorCall, makeCreatorPage([], input.page, input.limit)),
  ),
  loading: callHandler(getNewCreatorCall, async () => {
    await delay('infinite');
    return sealedError('unreachable');
  }),
  error: callHandler(getNewCreatorCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** app/config */
export const appConfigHandlers = {
  default: callHandler(appConfigCall, () => sealedReply(appConfigCall, makeAppConfig())),
  error: callHandler(appConfigCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** article/getCategories */
export const categoryHandlers = {
  default: callHandler(getCategoriesCall, () => sealedReply(getCategoriesCall, { list: makeCategories() })),
  empty: callHandler(getCategoriesCall, () => sealedReply(getCategoriesCall, { list: [] })),
};

/** home/getVersionInfo */
export const versionInfoHandlers = {
  current: callHandler(getVersionInfoCall, () =>
    sealedReply(getVersionInfoCall, { version: APP_VERSION, force_update: 0 }),
  ),
  forceUpdate: callHandler(getVersionInfoCall, () =>
    sealedReply(getVersionInfoCall, { version: '9.9.9', force_update: 1 }),
  ),
};

/**
 * The handlers every story starts with, by key. A story replaces one by naming its key;
 * lists (posts, creators) are deliberately absent so a screen story states its data.
 */
export const defaultHandlers = {
  appConfig: appConfigHandlers.default,
  categories: categoryHandlers.default,
  versionInfo: versionInfoHandlers.current,
};
