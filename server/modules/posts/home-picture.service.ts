/**
 * The picture a first visit to home paints largest: the first post of the popular feed as a
 * visitor sees it (its original when free, else its blurred preview). The app's document names it
 * in a preload (server/http/app-shell.ts), so the browser fetches it beside the JavaScript instead
 * of after the feed call (issue 8, Lighthouse: home's LCP). The feed call answers the same URL:
 * signed URLs are rounded to 600 s steps, and a free original is bound to no viewer.
 */
import { LIST_FILTER } from '../../../src/contract/enums.ts';
import type { CallContext } from '../../http/call-context.ts';
import { listPosts } from './posts.service.ts';

/** How long one answer serves every first visit: a new post takes the lead within a minute. */
const REMEMBER_MS = 60_000;

/** The URL (path and query) of that picture, or null when the feed is empty. */
export async function homeFirstPicture(ctx: CallContext): Promise<string | null> {
  const [post] = await listPosts(ctx, { page: 1, limit: 1, filter_by: LIST_FILTER.popular });
  const media = post?.url[0];
  return media ? (media.url ?? media.url_blur) : null;
}

/** homeFirstPicture, asked at most once a minute however many visits arrive. */
export function rememberedHomePicture(contextOf: () => CallContext): () => Promise<string | null> {
  let remembered: { at: number; answer: Promise<string | null> } | undefined;
  return () => {
    const now = Date.now();
    if (!remembered || now - remembered.at > REMEMBER_MS) {
      const answer = homeFirstPicture(contextOf()).catch(() => null);
      remembered = { at: now, answer };
    }
    return remembered.answer;
  };
}
