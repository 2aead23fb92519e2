/**
 * Shared links (docs/decisions.md, "Shared links"): `/{lang}/{username}` (a creator's page) and
 * `/{lang}/{username}/{id}` (one of their posts) as link previews see them: the page's title and
 * description and the Open Graph and Twitter card tags, with the creator's avatar or the post's
 * blurred preview (never an original, which is signed, expiring and, when locked, not for the
 * public); or HTTP 404 for a creator or post that does not exist, is not that creator's, or the
 * public may not see. What a visitor sees: the document is the same for everyone.
 */
import { APP_SECTIONS, POST_ID } from '../../../src/contract/app-paths.ts';
import type { PostDetail } from '../../../src/contract/entities-discovery.ts';
import type { Creator, Post } from '../../../src/contract/entities.ts';
import { isSupportedLocale, type Locale } from '../../../src/i18n/locale-resolution.ts';
import type { DocumentExtras, DocumentMeta } from '../../http/app-shell.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { type PostDetailContext, getPostDetail } from './post-detail.service.ts';
import { type CreatorsContext, findPublicProfile } from '../creators/creators.service.ts';

/** What these services take from a call's context. */
export type SharedLinksContext = Pick<CallContext, 'config' | 'locale'> & PostDetailContext & CreatorsContext;

/**
 * A shared link's document: its tags, and what they were read from (the creator's profile, or the
 * post with its creator), which its first page of data starts from (server/shared-page-document.ts).
 */
export interface SharedLinkDocument extends DocumentExtras {
  found?: { creator: Creator } | { detail: PostDetail };
}

export interface SharedLink {
  username: string;
  postId?: number;
}

const USERNAME = /^[\p{L}\p{N}_.-]{1,64}$/u;

/** The creator page or post an address names, if it is one. */
export function sharedLinkOf(url: string): SharedLink | undefined {
  const segments = url.split('?')[0]!.split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  const [locale, rawName, id] = segments;
  if (!locale || !isSupportedLocale(locale) || rawName === undefined || segments.length > 3) return undefined;
  let username: string;
  try {
    username = decodeURIComponent(rawName);
  } catch {
    return undefined;
  }
  if (APP_SECTIONS.has(username) || !USERNAME.test(username)) return undefined;
  if (id === undefined) return { username };
  return POST_ID.test(id) && Number(id) <= 2_147_483_647 ? { username, postId: Number(id) } : undefined;
}

/** At most this many characters of a description. */
const DESCRIPTION_LENGTH = 200;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = [...flat];
  return characters.length > DESCRIPTION_LENGTH
    ? `${characters.slice(0, DESCRIPTION_LENGTH - 1).join('')}…`
    : flat;
}

const SITE_NAME = 'FanVault';
const OG_LOCALE: Partial<Record<Locale, string>> = { 'zh-cn': 'zh_CN', 'zh-tw': 'zh_TW' };

/** The document's extras for a shared link, as `ctx`'s visitor sees it. */
export async function sharedLinkExtras(
  ctx: SharedLinksContext,
  link: SharedLink,
): Promise<SharedLinkDocument> {
  const absolute = (path: string) => (path ? new URL(path, ctx.config.publicUrl).toString() : undefined);
  const pageUrl = (creator: Creator, post?: Post) =>
    `${ctx.config.publicUrl}/${ctx.locale}/${encodeURIComponent(creator.username)}${post ? `/${post.id}` : ''}`;
  const common = { siteName: SITE_NAME, locale: OG_LOCALE[ctx.locale] ?? ctx.locale };
  if (link.postId === undefined) {
    const found = await findPublicProfile(ctx, { username: link.username });
    if (!found) return { status: 404 };
    const { creator } = found;
    const meta: DocumentMeta = {
      ...common,
      type: 'profile',
      title: `${creator.nickname} (@${creator.username}) · ${SITE_NAME}`,
      description: shortened(creator.description) || `@${creator.username} · ${SITE_NAME}`,
      url: pageUrl(creator),
      image: absolute(creator.thumb || creator.background),
    };
    return { meta, found: { creator } };
  }
  try {
    const detail = await getPostDetail(ctx, { id: link.postId, username: link.username });
    const { article, creator } = detail;
    const preview = article.url[0]?.url_blur ?? '';
    const meta: DocumentMeta = {
      ...common,
      type: 'article',
      title: `${article.title || creator.nickname} · ${creator.nickname} · ${SITE_NAME}`,
      description: shortened(article.content) || `@${creator.username} · ${SITE_NAME}`,
      url: pageUrl(creator, article),
      image: absolute(preview || creator.thumb),
    };
    return { meta, found: { detail } };
  } catch (error) {
    if (error instanceof ServiceError) return { status: 404 };
    throw error;
  }
}
