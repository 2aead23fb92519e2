/**
 * Publishing (spec §5 "Publishing", §7 article/publish, delete, managePost, getArticleByIdForEdit):
 * a creator's own posts, created and edited from uploads they made, and the list they manage them
 * in. The field rules are the contract's (publish-rules.ts); this module adds what needs the
 * database: the publisher is a creator, the uploads and plans are theirs, the category exists.
 */
import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { ARTICLE_TYPE, REVIEW_STATUS } from '../../../src/contract/enums.ts';
import type { ManagedPost } from '../../../src/contract/calls/managed-posts.ts';
import { reviewRejectionReasonSchema } from '../../../src/contract/post-review.ts';
import { amountToCents } from '../../../src/contract/rules/money-rules.ts';
import { normalizePriceText } from '../../../src/contract/rules/price-input.ts';
import { publishDraftError, type PublishDraft } from '../../../src/contract/rules/publish-rules.ts';
import type { ServerConfig } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import { categories, creatorProfiles, planPosts, postMedia, posts, uploads } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { enqueueVideoProcessing, VIDEO_FAILURE_NOTES } from '../media-processing/video-job.ts';
import { videoKeys } from '../media-processing/video-keys.ts';
import { lockCreator } from '../accounts/creator-lock.ts';
import { type PostsContext, planIdsOf, selectPosts, wirePostsOf } from './posts.service.ts';
import { type PostMapContext, wirePostFieldsOf, wirePostMediaOf } from './posts.mapper.ts';
import { originalUrlOf } from '../../access/post-access.ts';
import {
  categoryIdOf,
  displayTimeOf,
  ownPlanIdsOf,
  ownPostToEdit,
  ownUploadsOf,
  refuse,
  type DraftFile,
} from './publish-checks.ts';
import { offsetOf } from '../../core/paging.ts';
import { platformSettingOf } from '../../db/platform-settings.ts';

/** What these services take from a call's context. */
export type PublishContext = Pick<CallContext, 'config' | 'db' | 'media' | 'now' | 'translate' | 'viewer'> &
  PostsContext &
  PostMapContext;

/** What publishing takes from the call: the database, the clock and the review mode. */
export type PublishDeps = Pick<CallContext, 'db' | 'now'> & {
  config: Pick<ServerConfig, 'reviewMode' | 'creatorReviewMode'>;
};

/**
 * Creates the post, or replaces the publisher's own post `draft.id`, in one transaction: fields,
 * files, tags and plan links together. The post enters review; in the auto review mode (the
 * admins' setting, else REVIEW_MODE) it is published at once when every file is processed.
 */
export async function publishPost(
  ctx: PublishDeps,
  userId: number,
  draft: PublishDraft,
): Promise<{ id: number; status: number }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await lockCreator(tx, userId, 'server.post.creatorsOnly');
    const existing = await ownPostToEdit(tx, userId, draft.id);
    const categoryId = await categoryIdOf(tx, draft.category);
    const media = await ownUploadsOf(tx, userId, draft.media);
    const ruleError = publishDraftError(
      draft,
      media.map((file) => file.kind),
    );
    if (ruleError) refuse(ruleError);
    const planIds = await ownPlanIdsOf(tx, userId, draft);
    const status = reviewStatusOf(media, await platformSettingOf(tx, ctx.config, 'reviewMode'));
    const fields = postFieldsOf(draft, {
      categoryId,
      status,
      displayAt: displayTimeOf(draft, existing, now),
    });
    const postId = await savePost(tx, userId, draft.id, fields, now);
    await linkFilesAndPlans(tx, postId, media, planIds);
    return { id: postId, status };
  });
}

/**
 * A video not processed yet is queued: the post waits at ready_slice (4) and its job moves it on
 * (video-job.ts). Processed files publish at once with REVIEW_MODE=auto.
 */
function reviewStatusOf(media: DraftFile[], reviewMode: ServerConfig['reviewMode']): number {
  if (media.some(isUnprocessedVideo)) return REVIEW_STATUS.readySlice;
  const processed = media.every((file) => file.status === 'ready');
  return reviewMode === 'auto' && processed ? REVIEW_STATUS.published : REVIEW_STATUS.review;
}

const isUnprocessedVideo = (file: DraftFile) => file.kind === 'video' && file.status !== 'ready';

/** The post's own columns as the draft sets them. */
function postFieldsOf(draft: PublishDraft, checked: { categoryId: number; status: number; displayAt: Date }) {
  const priceCents =
    draft.article_type === ARTICLE_TYPE.buy
      ? amountToCents(Number(normalizePriceText(String(draft.price))))
      : 0;
  return {
    categoryId: checked.categoryId,
    title: draft.title,
    content: draft.content,
    tags: draft.tags,
    resourceType: draft.resource_type,
    articleType: draft.article_type,
    priceCents,
    status: checked.status,
    // An edit resubmits the post: the operator's earlier decision no longer applies, and a post
    // published at once (review mode auto) waits for its review after (the console's second tab).
    reviewReason: '',
    reviewNote: '',
    reviewedAt: null,
    displayAt: checked.displayAt,
  };
}

/** Inserts the new post, or updates the edited one and drops its old file records and plan links. */
async function savePost(
  tx: Transaction,
  userId: number,
  editedId: number | undefined,
  fields: ReturnType<typeof postFieldsOf>,
  now: Date,
): Promise<number> {
  if (editedId === undefined) {
    const [created] = await tx
      .insert(posts)
      .values({ ...fields, userId, createdAt: now })
      .returning({ id: posts.id });
    return created!.id;
  }
  await tx.update(posts).set(fields).where(eq(posts.id, editedId));
  await tx.delete(postMedia).where(eq(postMedia.postId, editedId));
  await tx.delete(planPosts).where(eq(planPosts.postId, editedId));
  return editedId;
}

/** The post's file records in the draft's order, its videos' processing jobs and its plan links. */
async function linkFilesAndPlans(tx: Transaction, postId: number, media: DraftFile[], planIds: number[]) {
  await tx
    .insert(postMedia)
    .values(media.map((file, position) => ({ postId, position, ...postMediaOf(file) })));
  for (const file of media.filter(isUnprocessedVideo)) await enqueueVideoProcessing(tx, file.id);
  if (planIds.length > 0) await tx.insert(planPosts).values(planIds.map((planId) => ({ planId, postId })));
}

/** One file's record; a video is shown by its poster, whose keys are known before processing makes it. */
function postMediaOf(file: DraftFile) {
  if (file.kind !== 'video')
    return {
      originalKey: file.originalKey,
      blurKey: file.blurKey,
      width: file.width,
      height: file.height,
      uploadId: file.id,
    };
  const keys = videoKeys(file.publicId);
  return {
    originalKey: keys.poster,
    blurKey: keys.posterBlur,
    // Before processing the size may be unknown (0): a 16:9 placeholder until the job sets it.
    width: file.width > 0 ? file.width : 16,
    height: file.height > 0 ? file.height : 9,
    videoTime: file.videoTime,
    hlsKey: file.status === 'ready' ? keys.master : null,
    uploadId: file.id,
  };
}

const VIDEO_NOTES: ReadonlySet<string> = new Set(Object.values(VIDEO_FAILURE_NOTES));

/** The review note as its owner reads it: an operator's words as typed, a video failure in their language. */
function reviewNoteFor(ctx: PublishContext, note: string): string {
  return VIDEO_NOTES.has(note)
    ? ctx.translate(note as (typeof VIDEO_FAILURE_NOTES)[keyof typeof VIDEO_FAILURE_NOTES])
    : note;
}

/** A rejection's reason code as the wire carries it: '' unless an operator rejected the post. */
function reviewReasonOf(row: { status: number; reviewReason: string }): ManagedPost['review_reason'] {
  if (row.status !== REVIEW_STATUS.reject) return '';
  const parsed = reviewRejectionReasonSchema.safeParse(row.reviewReason);
  // A post rejected before reasons had codes (only a note) reads as `other`.
  return parsed.success ? parsed.data : 'other';
}

/** Deletes the user's own post; its file records, plan links and likes go with it (cascade). */
export async function deletePost(
  ctx: PublishContext,
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
  ctx: PublishContext,
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
  return wire.map((post, index) => ({
    ...post,
    review_note: reviewNoteFor(ctx, rows[index]!.reviewNote),
    review_reason: reviewReasonOf(rows[index]!),
  }));
}

/** The user's own post as the publish form edits it; another user's post does not exist for them. */
export async function getPostForEdit(ctx: PublishContext, userId: number, postId: number) {
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
      reviewReason: posts.reviewReason,
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
    ...wirePostFieldsOf(post, plans.get(postId) ?? []),
    review_note: reviewNoteFor(ctx, post.reviewNote),
    review_reason: reviewReasonOf(post),
    media: media.map((item) => ({
      upload_id: item.uploadId,
      ...wirePostMediaOf(ctx.media, item, originalUrlOf(ctx.media, post, item.originalKey, ctx.viewer.key)),
    })),
  };
}
