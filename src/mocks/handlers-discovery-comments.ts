/**
 * MSW handlers of comments (comment/list, add, like, unlike), one named handler per data state.
 * They keep no comments: comment/add answers a fixed stored comment (MOCK_ADDED_COMMENT, or the
 * reply MOCK_ADDED_REPLY), whatever was sent; comment/like and comment/unlike answer comment 1's
 * fixed like states; comment/list hands back fixed pages (fixed-pages.ts) of the comments of
 * MOCK_COMMENTED_ARTICLE_ID. `commentCallLog` records what was sent, so a story proves a comment
 * was sent once, trimmed.
 *
 *   parameters: { msw: { handlers: { ...commentHandlers, comments: commentListHandlers.empty } } }
 */
import { delay } from 'msw';
import {
  addCommentCall,
  likeCommentCall,
  listCommentsCall,
  unlikeCommentCall,
} from '../contract/calls/comment-calls.ts';
import type { Comment } from '../contract/entities-social.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makeComment } from './factories-social.ts';
import { makeUserInfo } from './factories-user.ts';
import { fixedPages, pageAnswer } from './fixed-pages.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';

/** Comments on the post in commentListHandlers.paged: two full pages and a short third. */
export const MOCK_COMMENT_COUNT = 25;
/** Replies to the first comment in commentListHandlers.withReplies: a full page and a short one. */
export const MOCK_REPLY_COUNT = 12;

export const commentCallLog = {
  added: [] as { article_id: number; content: string; reply_comment_id?: number }[],
  liked: [] as number[],
  unliked: [] as number[],
  replyPages: [] as number[],
};

export function resetCommentCallLog(): void {
  commentCallLog.added.length = 0;
  commentCallLog.liked.length = 0;
  commentCallLog.unliked.length = 0;
  commentCallLog.replyPages.length = 0;
}

/** The post the comment stories show (the article the stored comments belong to). */
export const MOCK_COMMENTED_ARTICLE_ID = 1001;
/** The comment of commentListHandlers.withReplies that has replies. */
const MOCK_REPLIED_COMMENT_ID = 1;

/** `count` comments of the post, newest first, the first with `replies` replies. */
function commentsOf(count: number, replies = 0): Comment[] {
  return Array.from({ length: count }, (_, index) =>
    makeComment({
      id: index + 1,
      article_id: MOCK_COMMENTED_ARTICLE_ID,
      content: index === 1 ? 'Saving this one. 🌅' : makeComment({ id: index + 1 }).content,
      reply_num: index === 0 ? replies : 0,
    }),
  );
}

/** `count` replies to comment MOCK_REPLIED_COMMENT_ID, oldest first. */
function repliesOf(count: number): Comment[] {
  return Array.from({ length: count }, (_, index) =>
    makeComment({
      id: MOCK_REPLIED_COMMENT_ID * 100 + index + 1,
      article_id: MOCK_COMMENTED_ARTICLE_ID,
      reply_comment_id: MOCK_REPLIED_COMMENT_ID,
      content: index % 2 ? 'Same question here!' : `A 35 mm at f/1.8, frame ${index + 1}.`,
      like: index,
    }),
  );
}

const PAGED = fixedPages(commentsOf(MOCK_COMMENT_COUNT));
const WITH_REPLIES = fixedPages(commentsOf(3, MOCK_REPLY_COUNT));
const REPLIES = fixedPages(repliesOf(MOCK_REPLY_COUNT));

/** comment/list */
export const commentListHandlers = {
  /** No comments yet: common.commentNoData. */
  empty: callHandler(listCommentsCall, ({ input }) => sealedReply(listCommentsCall, pageAnswer([], input))),
  /** 25 comments, 10 a page; none has replies. */
  paged: callHandler(listCommentsCall, ({ input }) =>
    sealedReply(listCommentsCall, pageAnswer(PAGED, input)),
  ),
  /**
   * 3 comments; the first has 12 replies, 10 a page. The post's thread (reply_comment_id 0) and
   * the replies' thread are two fixed lists; the thread asked for picks one.
   */
  withReplies: callHandler(listCommentsCall, ({ input }) => {
    if (input.reply_comment_id === 0) return sealedReply(listCommentsCall, pageAnswer(WITH_REPLIES, input));
    commentCallLog.replyPages.push(input.page);
    return sealedReply(listCommentsCall, pageAnswer(REPLIES, input));
  }),
  loading: callHandler(listCommentsCall, async () => {
    await delay('infinite');
    return sealedError('unreachable');
  }),
  error: callHandler(listCommentsCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** A comment as the server stores it: by the signed-in member, just now, no likes or replies. */
function storedComment(fields: { id: number; content: string; reply_comment_id: number }): Comment {
  const member = makeUserInfo();
  const now = Math.floor(Date.now() / 1000);
  return makeComment({
    ...fields,
    article_id: MOCK_COMMENTED_ARTICLE_ID,
    author: { nickname: member.nickname, thumb: member.thumb },
    created_ts: now,
    created_at: new Date(now * 1000).toISOString().replace('T', ' ').slice(0, 19),
    like: 0,
    liked: 0,
    reply_num: 0,
  });
}

/** The comment comment/add answers: "What a view!" on the post. */
export const MOCK_ADDED_COMMENT = { id: 9001, content: 'What a view!', reply_comment_id: 0 } as const;
/** The reply comment/add answers in addCommentHandlers.reply: "Thanks!" to comment 1. */
export const MOCK_ADDED_REPLY = { id: 9002, content: 'Thanks!', reply_comment_id: 1 } as const;

/** comment/add */
export const addCommentHandlers = {
  /** Stored: MOCK_ADDED_COMMENT. */
  default: callHandler(addCommentCall, ({ input }) => {
    commentCallLog.added.push(input);
    return sealedReply(addCommentCall, storedComment(MOCK_ADDED_COMMENT));
  }),
  /** Stored: MOCK_ADDED_REPLY, a reply to comment 1. */
  reply: callHandler(addCommentCall, ({ input }) => {
    commentCallLog.added.push(input);
    return sealedReply(addCommentCall, storedComment(MOCK_ADDED_REPLY));
  }),
  /** Takes 1.5 s, then MOCK_ADDED_COMMENT: the composer shows it is sending and refuses a second send meanwhile. */
  slow: callHandler(addCommentCall, async ({ input }) => {
    commentCallLog.added.push(input);
    await delay(1500);
    return sealedReply(addCommentCall, storedComment(MOCK_ADDED_COMMENT));
  }),
  error: callHandler(addCommentCall, ({ input }) => {
    commentCallLog.added.push(input);
    return sealedError(MOCK_SERVER_ERROR);
  }),
};

/**
 * The like states of comment 1 (13 likes, makeComment's count for it): what comment/like and
 * comment/unlike answer, fixed, whichever comment was sent.
 */
export const MOCK_COMMENT_LIKED = { liked: 1, like: 14 } as const;
export const MOCK_COMMENT_UNLIKED = { liked: 0, like: 13 } as const;

/** comment/like */
export const likeCommentHandlers = {
  /** Comment 1 liked: MOCK_COMMENT_LIKED. */
  default: callHandler(likeCommentCall, ({ input }) => {
    commentCallLog.liked.push(input.comment_id);
    return sealedReply(likeCommentCall, MOCK_COMMENT_LIKED);
  }),
  error: callHandler(likeCommentCall, async ({ input }) => {
    commentCallLog.liked.push(input.comment_id);
    await delay(100);
    return sealedError(MOCK_SERVER_ERROR);
  }),
};

/** comment/unlike */
export const unlikeCommentHandlers = {
  /** Comment 1 unliked: MOCK_COMMENT_UNLIKED. */
  default: callHandler(unlikeCommentCall, ({ input }) => {
    commentCallLog.unliked.push(input.comment_id);
    return sealedReply(unlikeCommentCall, MOCK_COMMENT_UNLIKED);
  }),
};

/** The comment calls with data, by key. */
export const commentHandlers = {
  comments: commentListHandlers.paged,
  addComment: addCommentHandlers.default,
  likeComment: likeCommentHandlers.default,
  unlikeComment: unlikeCommentHandlers.default,
};
