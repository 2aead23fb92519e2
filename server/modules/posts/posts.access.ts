/** Who may see a post's originals. Subscriptions and purchases will extend this one rule. */
import { ARTICLE_TYPE } from '../../../src/contract/enums.ts';
import type { Viewer } from '../../http/call-context.ts';

export interface PostAccessFacts {
  authorId: number;
  articleType: number;
}

/** Free posts are open to everyone; every other level only to its author until entitlements exist. */
export function canSeeOriginals(post: PostAccessFacts, viewer: Viewer): boolean {
  if (viewer.userId !== undefined && viewer.userId === post.authorId) return true;
  return post.articleType === ARTICLE_TYPE.free;
}
