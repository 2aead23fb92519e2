/**
 * What the app's document carries beyond the shell (server/http/app-shell.ts), composed here from
 * the domain modules since the http folder imports none: on home, its first page of data as a
 * visitor's calls answer it and the pictures it paints largest
 * (server/modules/home/home-first-page.service.ts); on the landing and home, the page's first HTML
 * rendered from the app's components (src/contract/first-html.ts), made once per language (and
 * per first page of data on home, which is read at most once a minute); on a creator's page, a
 * post or a search, its share tags or its 404, its first page and first HTML
 * (server/shared-page-document.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { appPathKindOf, type AppPathKind } from '../src/contract/app-paths.ts';
import { FEED_FILTER, feedTabOf } from '../src/contract/feed-tab.ts';
import type { RenderFirstHtml } from '../src/contract/first-html.ts';
import { HOME_FIRST_PAGE_ELEMENT_ID, type HomeFirstPage } from '../src/contract/home-first-page.ts';
import { resolveLocaleRedirect } from '../src/i18n/locale-prefix.ts';
import type { Locale } from '../src/i18n/locale-resolution.ts';
import { firstVisitPageOf, hasLocalePrefix, type DocumentContent } from './http/app-shell.ts';
import { callContextOf, type CallContextDeps } from './http/call-context.ts';
import type { Clock } from './core/clock.ts';
import type { ServerMessages } from './i18n/messages.ts';
import { viewerKeyOf } from './media/signing.ts';
import { sharedLinkOf } from './modules/posts/shared-links.service.ts';
import { sharedPageDocuments } from './shared-page-document.ts';
import { homePicturesOf, rememberedHomeFirstPage } from './modules/home/home-first-page.service.ts';

/** A visitor's call context in `locale`: what the document's content is read as. */
function visitorContextOf(
  deps: CallContextDeps & { messages: ServerMessages; log: FastifyBaseLogger; clock: Clock },
  locale: Locale,
) {
  return callContextOf(deps, {
    viewer: { key: viewerKeyOf({}) },
    locale,
    log: deps.log,
    clientAddress: '',
    userAgent: undefined,
    now: () => deps.clock.now(),
    translate: (id, values) => deps.messages.format(locale, id, values),
    mediaPass: { grant: () => undefined, clear: () => undefined },
    operatorCookie: { sent: undefined, userAgent: undefined, set: () => undefined, clear: () => undefined },
  });
}

export function documentContentOf(
  deps: CallContextDeps & {
    messages: ServerMessages;
    log: FastifyBaseLogger;
    clock: Clock;
    renderFirstHtml?: RenderFirstHtml | undefined;
  },
): DocumentContent {
  const homeFirstPage = rememberedHomeFirstPage((locale) => visitorContextOf(deps, locale));
  const firstHtml = rememberedFirstHtml(deps.renderFirstHtml, deps.log);
  const sharedPages = sharedPageDocuments({
    contextOf: (locale) => visitorContextOf(deps, locale),
    renderFirstHtml: deps.renderFirstHtml,
    log: deps.log,
  });
  return async (url, locale) => {
    const kind = pathKindOf(url, locale);
    // A page the app does not have: its 404 screen, and HTTP 404 to whoever asked.
    if (kind.name === 'unknown') return { status: 404 };
    // A creator's page or post: its share tags and first page, or a 404 when it does not exist.
    if (kind.name === 'creator-or-post') {
      const link = sharedLinkOf(kind.shown);
      if (!link) return { status: 404 };
      return sharedPages.link(url, locale, link).catch((error: unknown) => {
        deps.log.error({ err: error }, 'shared link tags failed');
        return {};
      });
    }
    const page = firstVisitPageOf(url);
    if (!page) return {};
    if (page.name === 'search')
      return sharedPages.search(url, locale).catch((error: unknown) => {
        deps.log.error({ err: error }, "a search's first page failed");
        return {};
      });
    // An address without its language is redirected by the app before it shows anything: no first
    // HTML there (home's data still serves the app after the redirect).
    const prefixed = hasLocalePrefix(url);
    if (page.name === 'landing') return prefixed ? { html: await firstHtml.landing(locale) } : {};
    if (page.name !== 'home') return {};
    // The tab in the address, by the app's own rule.
    const tab = feedTabOf(new URLSearchParams(url.split('?')[1] ?? ''));
    const data = await homeFirstPage(locale, FEED_FILTER[tab]);
    if (!data) return {};
    return {
      pictures: homePicturesOf(data),
      data: { elementId: HOME_FIRST_PAGE_ELEMENT_ID, value: data },
      html: prefixed ? await firstHtml.home(locale, tab, data) : undefined,
    };
  };
}

/**
 * What an address opens (src/contract/app-paths.ts), read where the app shows it: an address
 * without its language is shown under the reader's (src/i18n/locale-prefix.ts).
 */
function pathKindOf(url: string, locale: Locale): { name: AppPathKind; shown: string } {
  if (url.split('?')[0] === '/error-401') return { name: 'page', shown: url };
  const shown = resolveLocaleRedirect(url, locale).redirectTo ?? url;
  return { name: appPathKindOf(shown.replace(/^\/[^/?]*/, '')), shown };
}

/**
 * The first HTML of the landing per language, and of home per first page of data (each tab and
 * language has its own, renewed once a minute). A render that fails leaves the page to the app,
 * as without first HTML, and is logged.
 */
function rememberedFirstHtml(render: RenderFirstHtml | undefined, log: FastifyBaseLogger) {
  const landings = new Map<Locale, Promise<string | undefined>>();
  const homes = new WeakMap<HomeFirstPage, Promise<string | undefined>>();
  const attempt = (rendering: () => Promise<string>, forget: () => void) =>
    rendering().catch((error: unknown) => {
      log.error({ err: error }, 'first HTML render failed');
      // Tried again on a later visit, not remembered as missing.
      forget();
      return undefined;
    });
  return {
    landing(locale: Locale): Promise<string | undefined> {
      if (!render) return Promise.resolve(undefined);
      let html = landings.get(locale);
      if (!html) {
        html = attempt(
          () => render({ path: `/${locale}`, search: '', locale }),
          () => landings.delete(locale),
        );
        landings.set(locale, html);
      }
      return html;
    },
    home(locale: Locale, tab: 'popular' | 'new', data: HomeFirstPage): Promise<string | undefined> {
      if (!render) return Promise.resolve(undefined);
      let html = homes.get(data);
      if (!html) {
        const search = tab === 'new' ? 'tab=new' : '';
        html = attempt(
          () => render({ path: `/${locale}/home`, search, locale, home: data }),
          () => homes.delete(data),
        );
        homes.set(data, html);
      }
      return html;
    },
  };
}
