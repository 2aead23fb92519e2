/**
 * Discovery (issue 11; docs/decisions.md, "Discovery"): blocks, comments, views, searches,
 * interests and reports.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { categories, posts } from './posts.ts';

/** Who blocked whom (user/blockUserEvent): the blocker no longer sees, subscribes to or buys from them. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_blocks_pair_idx').on(t.blockerId, t.blockedId),
    // The block list, latest first.
    index('user_blocks_blocker_created_idx').on(t.blockerId, t.createdAt),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);

/**
 * A comment on a post, or a reply (`parent_id`, always a top-level comment of the same post: a
 * reply to a reply joins its thread). The post's comment_count counts both; a comment's
 * reply_count its replies; like_count follows comment_likes.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // A post's comments, newest first; a comment's replies, oldest first.
    index('comments_post_top_idx')
      .on(t.postId, t.createdAt, t.id)
      .where(sql`${t.parentId} is null`),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    index('comments_user_idx').on(t.userId),
  ],
);

/** Who liked which comment; the comment's like_count follows this table. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('comment_likes_pair_idx').on(t.commentId, t.userId),
    index('comment_likes_user_idx').on(t.userId),
  ],
);

/**
 * A counted view of a post (home/stat, home/playRecord): one per viewer (`u{id}`, `g{guest id}`)
 * and post per UTC day, with its time, so statistics count views within a range.
 */
export const postViews = pgTable(
  'post_views',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    /** The UTC day the view counts for (the dedupe period). */
    day: date('day', { mode: 'string' }).notNull(),
    /** 1 seen in a list or detail (home/stat), 2 a video played (home/playRecord). */
    kind: smallint('kind').notNull(),
    /** How long it was seen or played, in ms, as the app reported it. */
    watchedMs: integer('watched_ms').notNull().default(0),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('post_views_once_idx').on(t.postId, t.viewerKey, t.day),
    index('post_views_creator_idx').on(t.creatorId, t.viewedAt),
  ],
);

/** A counted view of a creator's page (user/getUserInfoByUuid by someone else): once per viewer and UTC day. */
export const profileViews = pgTable(
  'profile_views',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('profile_views_once_idx').on(t.creatorId, t.viewerKey, t.day),
    index('profile_views_creator_idx').on(t.creatorId, t.viewedAt),
  ],
);

/**
 * A search that found something, once per searcher, keyword and UTC day: the hot keywords are the
 * keywords most people searched in the last days (search/hot-keywords.service.ts).
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    id: serial('id').primaryKey(),
    /** Folded as the search folds it (trimmed, lower case, spaces collapsed). */
    keyword: text('keyword').notNull(),
    searcherKey: text('searcher_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('search_queries_once_idx').on(t.keyword, t.searcherKey, t.day),
    index('search_queries_day_idx').on(t.day),
  ],
);

/** The categories a user picked (user/updateinterested): their interested feed. */
export const userInterests = pgTable(
  'user_interests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_interests_pair_idx').on(t.userId, t.categoryId)],
);

/**
 * A report of a user (user/report), with the post when reported from one, for the operators
 * (docs/operations.md, "Reports"). One open report per reporter and reported user at a time.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
    /** The reason's index in user/reportreason's list, and its code (reports/report-reasons.ts). */
    reasonIndex: smallint('reason_index').notNull(),
    reasonCode: text('reason_code').notNull(),
    description: text('description').notNull(),
    /** The reporter's language, so an operator knows what the description is written in. */
    locale: text('locale').notNull(),
    /** open, resolved (acted on) or dismissed. */
    status: text('status').notNull().default('open'),
    /** What the operator decided, for the record. */
    note: text('note').notNull().default(''),
    /**
     * What was done about it (issue 23): dismiss, warn, hide-post or suspend; '' while open.
     * The reporter sees it among their reports.
     */
    action: text('action').notNull().default(''),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_one_open_idx')
      .on(t.reporterId, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_idx').on(t.status, t.createdAt),
    // A member's reports received and made, in the console's member page (issue 23).
    index('reports_target_idx').on(t.targetId, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);
