/**
 * Publishing (spec §5 "Publishing", §7 article/publish, delete, managePost, getArticleByIdForEdit):
 * a creator's own posts, created and edited from uploads they made, and the list they manage them
 * in. The field rules are the contract's (publish-rules.ts); this module adds what needs the
 * database: the publisher is a creator, the uploads and plans are theirs, the category exists.
 */
import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { ARTICLE_TYPE, REVIEW_STATUS } from '../../../src/contract/enums.ts';
import type { ManagedPost } from '../../../src/contract/calls/managed-posts.ts';
import { amountToCents, centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import { normalizePriceText } from '../../../src/contract/rules/price-input.ts';
import {
  isDisplayAtPast,
  publishDraftError,
  PUBLISH_RULE_ERROR,
  type PublishDraft,
} from '../../../src/contract/rules/publish-rules.ts';
import { isUuid } from '../../../src/contract/uuid.ts';
import {
  categories,
  creatorProfiles,
  planPosts,
  postMedia,
  posts,
  subscriptionPlans,
  uploads,
} from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { publishRuleRefusal } from '../../http/rule-messages.ts';
import { enqueueVideoProcessing, VIDEO_FAILURE_NOTES } from '../media-processing/video-job.ts';
import { videoKeys } from '../media-processing/video-keys.ts';
import { lockCreator } from '../accounts/creator-lock.ts';
import { planIdsOf, selectPosts, wirePostsOf } from './posts.service.ts';
import { originalUrlOf } from '../../access/post-access.ts';
import { offsetOf } from '../../core/paging.ts';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function refuse(rule: Parameters<typeof publishRuleRefusal>[0]): never {
  const { id, values } = publishRuleRefusal(rule);
  throw new ServiceError(id, values);
}

/**
 * Creates the post, or replaces the publisher's own post `draft.id`, in one transaction: fields,
 * files, tags and plan links together. The post enters review; with REVIEW_MODE auto it is
 * published at once when every file is processed.
 */
export async function publishPost(
  ctx: CallContext,
  userId: number,
  draft: PublishDraft,
): Promise<{ id: number; status: number }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await lockCreator(tx, userId, 'server.post.creatorsOnly');

    let existing: { displayAt: Date } | undefined;
    if (draft.id !== undefined) {
      [existing] = await tx
        .select({ displayAt: posts.displayAt })
        .from(posts)
        .where(and(eq(posts.id, draft.id), eq(posts.userId, userId)))
        .for('update');
      if (!existing) throw new ServiceError('server.post.notFound');
    }

    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.code, draft.category));
    if (!category) throw new ServiceError('server.post.categoryNotFound');

    // Every file is one of the publisher's own uploads, each used once.
    const ids = draft.media;
    if (new Set(ids).size !== ids.length || !ids.every(isUuid))
      throw new ServiceError('server.post.uploadNotFound');
    const found = await tx
      .select({
        id: uploads.id,
        publicId: uploads.publicId,
        kind: uploads.kind,
        status: uploads.status,
        originalKey: uploads.originalKey,
        blurKey: uploads.blurKey,
        width: uploads.width,
        height: uploads.height,
        videoTime: uploads.videoTime,
      })
      .from(uploads)
      .where(and(inArray(uploads.publicId, ids), eq(uploads.userId, userId)));
    const byPublicId = new Map(found.map((row) => [row.publicId, row]));
    const files = ids.map((id) => byPublicId.get(id));
    if (files.some((file) => file === undefined)) throw new ServiceError('server.post.uploadNotFound');
    const media = files.filter((file) => file !== undefined);

    const ruleError = publishDraftError(
      draft,
      media.map((file) => file.kind),
    );
    if (ruleError) refuse(ruleError);

    // A subscription post names only the publisher's own plans; other levels keep no plan links.
    const planIds =
      draft.article_type === ARTICLE_TYPE.subscription ? [...new Set(draft.subscription_ids)] : [];
    if (planIds.length > 0) {
      const mine = await tx
        .select({ id: subscriptionPlans.id })
        .from(subscriptionPlans)
        .where(and(inArray(subscriptionPlans.id, planIds), eq(subscriptionPlans.userId, userId)));
      if (mine.length !== planIds.length) throw new ServiceError('server.post.planNotFound');
    }

    // A display time in the past is refused, unless an edit keeps the post's own time.
    let displayAt = existing?.displayAt ?? now;
    if (draft.display_at !== undefined) {
      const keepsOwnTime = existing !== undefined && seconds(existing.displayAt) === draft.display_at;
      if (!keepsOwnTime && isDisplayAtPast(draft.display_at, seconds(now)))
        refuse(PUBLISH_RULE_ERROR.displayAtPast);
      displayAt = new Date(draft.display_at * 1000);
    }

    // A video not processed yet is queued: the post waits at ready_slice (4) and its job moves it
    // on (video-job.ts). Processed files publish at once with REVIEW_MODE=auto.
    const unprocessedVideos = media.filter((file) => file.kind === 'video' && file.status !== 'ready');
    const processed = media.every((file) => file.status === 'ready');
    const status =
      unprocessedVideos.length > 0
        ? REVIEW_STATUS.readySlice
        : ctx.config.reviewMode === 'auto' && processed
          ? REVIEW_STATUS.published
          : REVIEW_STATUS.review;
    const priceCents =
      draft.article_type === ARTICLE_TYPE.buy
        ? amountToCents(Number(normalizePriceText(String(draft.price))))
        : 0;
    const fields = {
      categoryId: category.id,
      title: draft.title,
      content: draft.content,
      tags: draft.tags,
      resourceType: draft.resource_type,
      articleType: draft.article_type,
      priceCents,
      status,
      reviewNote: '',
      displayAt,
    };

    let postId: number;
    if (draft.id !== undefined) {
      postId = draft.id;
      await tx.update(posts).set(fields).where(eq(posts.id, postId));
      await tx.delete(postMedia).where(eq(postMedia.postId, postId));
      await tx.delete(planPosts).where(eq(planPosts.postId, postId));
    } else {
      const [created] = await tx
        .insert(posts)
        .values({ ...fields, userId, createdAt: now })
        .returning({ id: posts.id });
      postId = created!.id;
    }
    await tx.insert(postMedia).values(
      media.map((file, position) => {
        if (file.kind !== 'video')
          return {
            postId,
            position,
            originalKey: file.originalKey,
            blurKey: file.blurKey,
            width: file.width,
            height: file.height,
            uploadId: file.id,
          };
        // A video is shown by its poster; the keys are known before processing makes the files.
        const keys = videoKeys(file.publicId);
        return {
          postId,
          position,
          originalKey: keys.poster,
          blurKey: keys.posterBlur,
          // Before processing the size may be unknown (0): a 16:9 placeholder until the job sets it.
          width: file.width > 0 ? file.width : 16,
          height: file.height > 0 ? file.height : 9,
          videoTime: file.videoTime,
          hlsKey: file.status === 'ready' ? keys.master : null,
          uploadId: file.id,
        };
      }),
    );
    for (const file of unprocessedVideos) await enqueueVideoProcessing(tx, file.id);
    if (planIds.length > 0) await tx.insert(planPosts).values(planIds.map((planId) => ({ planId, postId })));
    return { id: postId, status };
  });
}

const VIDEO_NOTES: ReadonlySet<string> = new Set(Object.values(VIDEO_FAILURE_NOTES));

/** The review note as its owner reads it: an operator's words as typed, a video failure in their language. */
function reviewNoteFor(ctx: CallContext, note: string): string {
  return VIDEO_NOTES.has(note)
    ? ctx.translate(note as (typeof VIDEO_FAILURE_NOTES)[keyof typeof VIDEO_FAILURE_NOTES])
    : note;
}

/** Deletes the user's own post; its file records, plan links and likes go with it (cascade). */
export async function deletePost(
  ctx: CallContext,
  userId: number,
  postId: number,
): Promise<{ article_id: number }> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(posts)
      .where(and(eq(posts.id, postId), eq(posts.userId, userId)))
      .returning({ id: posts.id, viewCount: posts.viewCount });
    // The creator's view count is the sum of their posts' views (views/views.service.ts).
    if (gone[0] && gone[0].viewCount > 0)
      await tx
        .update(creatorProfiles)
        .set({ viewCount: sql`greatest(${creatorProfiles.viewCount} - ${gone[0].viewCount}, 0)` })
        .where(eq(creatorProfiles.userId, userId));
    return gone;
  });
  if (deleted.length === 0) throw new ServiceError('server.post.notFound');
  return { article_id: postId };
}

export interface ManagedPostsQuery {
  page: number;
  limit: number;
  article_type?: number | undefined;
  pre_display: number;
  resource_type?: number | undefined;
}

/**
 * One page of the user's own posts in every review status, newest display time first.
 * pre_display 1: only the scheduled ones (display time ahead); 0: only those already shown.
 */
export async function listManagedPosts(
  ctx: CallContext,
  userId: number,
  query: ManagedPostsQuery,
): Promise<ManagedPost[]> {
  const now = ctx.now();
  const conditions: (SQL | undefined)[] = [
    eq(posts.userId, userId),
    query.pre_display === 1 ? gt(posts.displayAt, now) : lte(posts.displayAt, now),
    query.article_type === undefined ? undefined : eq(posts.articleType, query.article_type),
    query.resource_type === undefined ? undefined : eq(posts.resourceType, query.resource_type),
  ];
  const rows = await selectPosts(ctx.db)
    .where(and(...conditions))
    .orderBy(desc(posts.displayAt), desc(posts.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  const wire = await wirePostsOf(ctx, rows);
  return wire.map((post, index) => ({ ...post, review_note: reviewNoteFor(ctx, rows[index]!.reviewNote) }));
}

/** The user's own post as the publish form edits it; another user's post does not exist for them. */
export async function getPostForEdit(ctx: CallContext, userId: number, postId: number) {
  const [post] = await ctx.db
    .select({
      id: posts.id,
      categoryCode: categories.code,
      title: posts.title,
      content: posts.content,
      tags: posts.tags,
      resourceType: posts.resourceType,
      articleType: posts.articleType,
      priceCents: posts.priceCents,
      displayAt: posts.displayAt,
      status: posts.status,
      reviewNote: posts.reviewNote,
    })
    .from(posts)
    .leftJoin(categories, eq(posts.categoryId, categories.id))
    .where(and(eq(posts.id, postId), eq(posts.userId, userId)));
  if (!post) throw new ServiceError('server.post.notFound');
  const [media, plans] = await Promise.all([
    ctx.db
      .select({
        uploadId: uploads.publicId,
        originalKey: postMedia.originalKey,
        blurKey: postMedia.blurKey,
        width: postMedia.width,
        height: postMedia.height,
        videoTime: postMedia.videoTime,
      })
      .from(postMedia)
      .leftJoin(uploads, eq(postMedia.uploadId, uploads.id))
      .where(eq(postMedia.postId, postId))
      .orderBy(asc(postMedia.position)),
    planIdsOf(ctx, [postId]),
  ]);
  return {
    id: post.id,
    category: post.categoryCode ?? '',
    title: post.title,
    content: post.content,
    tags: post.tags,
    resource_type: post.resourceType === 2 ? (2 as const) : (1 as const),
    article_type: post.articleType as 1 | 2 | 3 | 4,
    subscription_ids: plans.get(postId) ?? [],
    price: centsToAmount(post.priceCents),
    display_at: seconds(post.displayAt),
    status: post.status,
    review_note: reviewNoteFor(ctx, post.reviewNote),
    media: media.map((item) => ({
      upload_id: item.uploadId,
      url: originalUrlOf(ctx.media, post, item.originalKey, ctx.viewer.key),
      url_blur: ctx.media.publicUrl(item.blurKey),
      width: item.width,
      height: item.height,
      video_time: item.videoTime,
    })),
  };
}
