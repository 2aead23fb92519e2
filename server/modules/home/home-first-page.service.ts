/**
 * Home's first page as a visitor's calls answer it (src/contract/home-first-page.ts), for the app's
 * document, and the pictures that page paints largest, which the document preloads so the browser
 * fetches them beside the JavaScript (issue 8, Lighthouse: home's LCP). The same URLs the calls
 * answer: signed URLs are rounded to 600 s steps, and a free original is bound to no viewer.
 */
import { DEFAULT_PAGE_SIZE, LIST_FILTER } from '../../../src/contract/enums.ts';
import type { HomeFirstPage } from '../../../src/contract/home-first-page.ts';
import type { Locale } from '../../../src/i18n/locale-resolution.ts';
import type { DocumentPicture } from '../../http/app-shell.ts';
import type { CallContext } from '../../http/call-context.ts';
import { type CreatorsContext, listNewCreators } from '../creators/creators.service.ts';
import { type PostListsContext, listPosts } from '../posts/post-lists.service.ts';

/** What these services take from a call's context. */
export type HomeFirstPageContext = Pick<CallContext, 'locale'> & CreatorsContext & PostListsContext;

/** How long one answer serves every first visit: a new post takes the lead within a minute. */
const REMEMBER_MS = 60_000;

/** Below the desktop breakpoint (958 px) the new creators are a row of covers atop home. */
const NARROW = '(max-width: 957px)';

/** How many of that row's covers a phone shows whole (src/screens/home/new-creators.tsx). */
const COVERS_IN_VIEW = 2;

export type HomeFeedFilter = typeof LIST_FILTER.popular | typeof LIST_FILTER.new;

/** Page 1 of the feed tab and of the newest creators, as `ctx`'s viewer sees them. */
export async function homeFirstPage(
  ctx: HomeFirstPageContext,
  filter: HomeFeedFilter,
): Promise<HomeFirstPage> {
  const limit = DEFAULT_PAGE_SIZE;
  const [posts, creators] = await Promise.all([
    listPosts(ctx, { page: 1, limit, filter_by: filter }),
    listNewCreators(ctx, 1, limit),
  ]);
  return {
    locale: ctx.locale,
    filter_by: filter,
    posts: { ...posts, page: 1, limit },
    creators: { list: creators, page: 1, limit },
  };
}

/**
 * What the page paints largest: on a phone the first covers of the creators' row; everywhere the
 * first feed picture (its original when free, else its blurred preview).
 */
export function homePicturesOf(page: HomeFirstPage): DocumentPicture[] {
  const covers = page.creators.list
    .slice(0, COVERS_IN_VIEW)
    .flatMap((creator) => (creator.background ? [{ href: creator.background, media: NARROW }] : []));
  const media = page.posts.list[0]?.url[0];
  const feedPicture = media ? (media.url ?? media.url_blur) : null;
  return [...covers, ...(feedPicture ? [{ href: feedPicture }] : [])];
}

/**
 * homeFirstPage per language and tab, asked at most once a minute however many visits arrive;
 * null while the database cannot answer (the app then makes the calls itself).
 */
export function rememberedHomeFirstPage(
  contextOf: (locale: Locale) => CallContext,
): (locale: Locale, filter: HomeFeedFilter) => Promise<HomeFirstPage | null> {
  const remembered = new Map<string, { at: number; answer: Promise<HomeFirstPage | null> }>();
  return (locale, filter) => {
    const key = `${locale} ${filter}`;
    const now = Date.now();
    const entry = remembered.get(key);
    if (entry && now - entry.at <= REMEMBER_MS) return entry.answer;
    const answer = homeFirstPage(contextOf(locale), filter).catch(() => null);
    remembered.set(key, { at: now, answer });
    return answer;
  };
}
