/**
 * The pictures the app's document preloads (server/http/app-shell.ts), composed here from the
 * domain modules since the http folder imports none: on home, its first feed picture
 * (server/modules/posts/home-picture.service.ts), read as a visitor sees it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOCALE } from '../src/i18n/locale-resolution.ts';
import { firstVisitPageOf, type DocumentImages } from './http/app-shell.ts';
import { callContextOf, type CallContextDeps, type Clock } from './http/call-context.ts';
import type { ServerMessages } from './i18n/messages.ts';
import { viewerKeyOf } from './media/signing.ts';
import { rememberedHomePicture } from './modules/posts/home-picture.service.ts';

export function documentImagesOf(
  deps: CallContextDeps & { messages: ServerMessages; log: FastifyBaseLogger; clock: Clock },
): DocumentImages {
  const homePicture = rememberedHomePicture(() =>
    callContextOf(deps, {
      viewer: { key: viewerKeyOf({}) },
      locale: DEFAULT_LOCALE,
      log: deps.log,
      clientAddress: '',
      now: () => deps.clock.now(),
      translate: (id, values) => deps.messages.format(DEFAULT_LOCALE, id, values),
      mediaPass: { grant: () => undefined, clear: () => undefined },
    }),
  );
  return async (url) => {
    if (firstVisitPageOf(url)?.name !== 'home') return [];
    // The Popular tab's picture: `?tab=new` paints another one.
    if (new URLSearchParams(url.split('?')[1] ?? '').get('tab') === 'new') return [];
    const picture = await homePicture();
    return picture ? [picture] : [];
  };
}
