/**
 * The operator's side of the media routes (issue 23): the console's posts-to-review queue hands
 * an operator a post's originals signed for their viewer key (`o<id>`, signing.ts), and such a URL
 * opens only in the browser of that operator's live console session (the operator cookie, bound
 * to the browser that signed in) while their role works the posts queue. Members' URLs and their
 * media pass are untouched: an operator key never names a member, nor the reverse.
 */
import { mayWork } from '../../src/contract/operators.ts';
import { OPERATOR_COOKIE, resolveOperator } from '../auth/operator-sessions.ts';
import type { Database } from '../db/client.ts';
import { cookieValue } from './media-pass.ts';
import { operatorViewerKeyOf } from './signing.ts';

/** How long a "this operator's session is live" answer is reused (as the member pass's check). */
const OPERATOR_CHECK_MEMORY_MS = 10_000;
const MEMORY_LIMIT = 1_000;

/** Whether a viewer key is an operator's (`o<id>`). */
export function isOperatorViewerKey(viewer: string): boolean {
  return /^o\d{1,12}$/.test(viewer);
}

export interface OperatorMediaPass {
  /** True when the request's operator cookie is a live console session of `viewer`, allowed to review posts. */
  allows(
    request: { headers: { cookie?: string; 'user-agent'?: string } },
    viewer: string,
    now: Date,
  ): Promise<boolean>;
}

export function createOperatorMediaPass(db: Database): OperatorMediaPass {
  const memory = new Map<string, { allowed: boolean; until: number }>();
  return {
    async allows(request, viewer, now) {
      const token = cookieValue(request.headers.cookie, OPERATOR_COOKIE);
      if (!token || !isOperatorViewerKey(viewer)) return false;
      const userAgent = request.headers['user-agent'];
      const name = `${viewer}:${token}:${userAgent ?? ''}`;
      const remembered = memory.get(name);
      if (remembered && remembered.until > now.getTime()) return remembered.allowed;
      const operator = await resolveOperator(db, token, userAgent, now);
      const allowed =
        operator !== null && operatorViewerKeyOf(operator.id) === viewer && mayWork(operator.role, 'posts');
      if (memory.size >= MEMORY_LIMIT) memory.clear();
      memory.set(name, { allowed, until: now.getTime() + OPERATOR_CHECK_MEMORY_MS });
      return allowed;
    },
  };
}
