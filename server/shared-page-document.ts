/**
 * The document of a shared link (a creator's page, a post, a search) beyond the shell: its share
 * tags or its 404 (server/modules/posts/shared-links.service.ts), and for an address with its
 * language its first page of data as a visitor's calls answer it, the picture it paints largest
 * preloaded, and its first HTML rendered from the app's components (issue 24, Lighthouse: the links
 * people share are first visits). Composed by server/document-content.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RenderFirstHtml } from '../src/contract/first-html.ts';
import {
  SHARED_PAGE_FIRST_PAGE_ELEMENT_ID,
  type SharedPageFirstPage,
} from '../src/contract/shared-page-first-page.ts';
import type { Locale } from '../src/i18n/locale-resolution.ts';
import { searchTermOf } from '../src/contract/search-term.ts';
import { hasLocalePrefix, type DocumentExtras } from './http/app-shell.ts';
import type { CallContext } from './http/call-context.ts';
import { sharedLinkExtras, type SharedLink } from './modules/posts/shared-links.service.ts';
import {
  creatorFirstPage,
  searchFirstPage,
  sharedPagePicturesOf,
} from './modules/home/shared-page-first-page.service.ts';

/** How long one document serves every visit to its address: a new post shows within a minute. */
const REMEMBER_MS = 60_000;
/** Addresses remembered at once, the oldest forgotten first: a bound on memory, not a cache policy. */
const REMEMBERED_ADDRESSES = 100;
/** The longest term a search takes (`article/getList`'s keyword). */
const SEARCH_TERM_LENGTH = 100;

export interface SharedPageDocumentDeps {
  /** A visitor's call context in the page's language. */
  contextOf(locale: Locale): CallContext;
  renderFirstHtml?: RenderFirstHtml | undefined;
  log: FastifyBaseLogger;
}

/** The documents of shared links, each address's read and rendered at most once a minute. */
export function sharedPageDocuments(deps: SharedPageDocumentDeps) {
  const remembered = new Map<string, { at: number; extras: Promise<DocumentExtras> }>();
  const rememberedFor = (key: string, make: () => Promise<DocumentExtras>): Promise<DocumentExtras> => {
    const now = Date.now();
    const entry = remembered.get(key);
    if (entry && now - entry.at <= REMEMBER_MS) return entry.extras;
    remembered.delete(key);
    if (remembered.size >= REMEMBERED_ADDRESSES) remembered.delete(remembered.keys().next().value!);
    const extras = make();
    remembered.set(key, { at: now, extras });
    // Only a whole page is remembered: a 404 or a failed read is asked again on the next visit.
    void extras.then(
      (made) => {
        if (made.html === undefined) remembered.delete(key);
      },
      () => remembered.delete(key),
    );
    return extras;
  };

  /** The page's data, picture and first HTML added to `extras`, for an address with its language. */
  const withFirstPage = async (
    url: string,
    locale: Locale,
    extras: DocumentExtras,
    firstPage: SharedPageFirstPage,
  ): Promise<DocumentExtras> => {
    const [path = '', search = ''] = url.split('?');
    const html = await deps
      .renderFirstHtml?.({ path, search, locale, shared: firstPage })
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'first HTML render failed');
        return undefined;
      });
    return {
      ...extras,
      pictures: sharedPagePicturesOf(firstPage),
      data: { elementId: SHARED_PAGE_FIRST_PAGE_ELEMENT_ID, value: firstPage },
      html,
    };
  };

  return {
    /** A creator's page or a post: its tags or its 404, and for a prefixed address its first page. */
    link(url: string, locale: Locale, link: SharedLink): Promise<DocumentExtras> {
      const read = async () => {
        const ctx = deps.contextOf(locale);
        const { found, ...extras } = await sharedLinkExtras(ctx, link);
        if (!found || !hasLocalePrefix(url)) return extras;
        const firstPage: SharedPageFirstPage =
          'creator' in found
            ? await creatorFirstPage(ctx, link.username, found.creator)
            : { page: 'post', id: link.postId!, username: link.username, detail: found.detail };
        return withFirstPage(url, locale, extras, firstPage);
      };
      return rememberedFor(`${locale} ${url}`, read);
    },
    /** A search for the term in the address (`?q=`): its first page; nothing without a term. */
    search(url: string, locale: Locale): Promise<DocumentExtras> {
      const term = searchTermOf(new URLSearchParams(url.split('?')[1] ?? ''));
      if (!term || term.length > SEARCH_TERM_LENGTH || !hasLocalePrefix(url)) return Promise.resolve({});
      return rememberedFor(`${locale} ${url}`, async () =>
        withFirstPage(url, locale, {}, await searchFirstPage(deps.contextOf(locale), term)),
      );
    },
  };
}
