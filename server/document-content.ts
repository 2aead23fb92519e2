/**
 * What the app's document carries beyond the shell (server/http/app-shell.ts), composed here from
 * the domain modules since the http folder imports none: on home, its first page of data as a
 * visitor's calls answer it and the pictures it paints largest
 * (server/modules/home/home-first-page.service.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { FEED_FILTER, feedTabOf } from '../src/contract/feed-tab.ts';
import { HOME_FIRST_PAGE_ELEMENT_ID } from '../src/contract/home-first-page.ts';
import { firstVisitPageOf, type DocumentContent } from './http/app-shell.ts';
import { callContextOf, type CallContextDeps, type Clock } from './http/call-context.ts';
import type { ServerMessages } from './i18n/messages.ts';
import { viewerKeyOf } from './media/signing.ts';
import { homePicturesOf, rememberedHomeFirstPage } from './modules/home/home-first-page.service.ts';

export function documentContentOf(
  deps: CallContextDeps & { messages: ServerMessages; log: FastifyBaseLogger; clock: Clock },
): DocumentContent {
  const homeFirstPage = rememberedHomeFirstPage((locale) =>
    callContextOf(deps, {
      viewer: { key: viewerKeyOf({}) },
      locale,
      log: deps.log,
      clientAddress: '',
      now: () => deps.clock.now(),
      translate: (id, values) => deps.messages.format(locale, id, values),
      mediaPass: { grant: () => undefined, clear: () => undefined },
    }),
  );
  return async (url, locale) => {
    if (firstVisitPageOf(url)?.name !== 'home') return {};
    // The tab in the address, by the app's own rule.
    const tab = feedTabOf(new URLSearchParams(url.split('?')[1] ?? ''));
    const page = await homeFirstPage(locale, FEED_FILTER[tab]);
    if (!page) return {};
    return { pictures: homePicturesOf(page), data: { elementId: HOME_FIRST_PAGE_ELEMENT_ID, value: page } };
  };
}
