/**
 * Writes the demo's posts: the categories, the posts, each photo as one of its creator's uploads
 * with its media row, and each video as a finished upload queued for the processing job.
 */
import { RESOURCE_TYPE, REVIEW_STATUS } from '../../src/contract/enums.ts';
import type { Database } from '../db/client.ts';
import { categories, postMedia, posts, uploads } from '../db/schema.ts';
import { enqueueVideoProcessing } from '../modules/media-processing/video-job.ts';
import { CATEGORY_CODES } from './creators-data.ts';
import type { StoredPostPicture } from './pictures.ts';
import { seedUuid } from './random.ts';
import type { SeedPlan } from './seed-plan.ts';
import type { SeedVideo } from './videos.ts';

/** Inserts the categories; their ids by code. */
export async function insertCategories(tx: Database): Promise<Map<string, number>> {
  const categoryRows = await tx
    .insert(categories)
    .values(CATEGORY_CODES.map((code, position) => ({ code, position })))
    .returning({ id: categories.id, code: categories.code });
  return new Map(categoryRows.map((row) => [row.code, row.id]));
}

/** Inserts the plan's posts (video posts as videos waiting for their job); their ids in plan order. */
export async function insertPosts(
  tx: Database,
  plan: SeedPlan,
  creatorIds: readonly number[],
  categoryId: ReadonlyMap<string, number>,
  videoPosts: ReadonlySet<number>,
): Promise<number[]> {
  const postRows = await tx
    .insert(posts)
    .values(
      plan.posts.map((post, postIndex) => ({
        userId: creatorIds[post.creatorIndex]!,
        categoryId: categoryId.get(post.category) ?? null,
        title: post.title,
        content: post.content,
        tags: post.tags,
        resourceType: videoPosts.has(postIndex) ? RESOURCE_TYPE.video : RESOURCE_TYPE.image,
        articleType: post.articleType,
        priceCents: post.priceCents,
        // A video waits for its job (ready_slice), as a published one does (publish.service.ts).
        status: videoPosts.has(postIndex) ? REVIEW_STATUS.readySlice : post.status,
        displayAt: post.displayAt,
        likeCount: post.likeCount,
        commentCount: post.commentCount,
        shareCount: post.shareCount,
        viewCount: post.viewCount,
        buyCount: post.buyCount,
        createdAt: post.createdAt,
        // The demo's published posts were reviewed, but for a few published at once that wait
        // for their review after (the console's second posts tab, issue 23).
        reviewedAt: post.status === REVIEW_STATUS.published && postIndex % 40 !== 7 ? post.createdAt : null,
      })),
    )
    .returning({ id: posts.id });
  return postRows.map((row) => row.id);
}

/**
 * Each picture is one of its creator's uploads, recorded as the image upload records one
 * (uploads.service.ts storeImage), so the publish form can keep it when the post is edited.
 */
export async function insertPostPictures(
  tx: Database,
  plan: SeedPlan,
  pictures: readonly StoredPostPicture[],
  creatorIds: readonly number[],
  postIds: readonly number[],
): Promise<void> {
  const uploadRows = await tx
    .insert(uploads)
    .values(
      pictures.map((item) => {
        const post = plan.posts[item.postIndex]!;
        return {
          publicId: seedUuid(item.stem),
          userId: creatorIds[post.creatorIndex]!,
          kind: 'image',
          status: 'ready',
          originalKey: item.originalKey,
          width: item.width,
          height: item.height,
          blurKey: item.blurKey,
          bytes: item.bytes,
          createdAt: post.createdAt,
        };
      }),
    )
    .returning({ id: uploads.id });
  await tx.insert(postMedia).values(
    pictures.map((item, i) => ({
      postId: postIds[item.postIndex]!,
      position: item.position,
      originalKey: item.originalKey,
      blurKey: item.blurKey,
      width: item.width,
      height: item.height,
      videoTime: 0,
      uploadId: uploadRows[i]!.id,
    })),
  );
}

/**
 * Each video is a finished upload (video-uploads.complete.ts) shown by its poster until
 * its job has run (publish.service.ts); the job is queued here.
 */
export async function insertPostVideos(
  tx: Database,
  plan: SeedPlan,
  videos: readonly SeedVideo[],
  creatorIds: readonly number[],
  postIds: readonly number[],
): Promise<void> {
  if (videos.length === 0) return;
  const videoUploads = await tx
    .insert(uploads)
    .values(
      videos.map((video) => {
        const post = plan.posts[video.postIndex]!;
        return {
          publicId: video.publicId,
          userId: creatorIds[post.creatorIndex]!,
          kind: 'video',
          status: 'uploaded',
          originalKey: video.originalKey,
          width: 0,
          height: 0,
          blurKey: video.posterBlurKey,
          bytes: video.bytes,
          createdAt: post.createdAt,
        };
      }),
    )
    .returning({ id: uploads.id });
  await tx.insert(postMedia).values(
    videos.map((video, i) => ({
      postId: postIds[video.postIndex]!,
      position: 0,
      originalKey: video.posterKey,
      blurKey: video.posterBlurKey,
      width: 16,
      height: 9,
      videoTime: 0,
      uploadId: videoUploads[i]!.id,
    })),
  );
  for (const row of videoUploads) await enqueueVideoProcessing(tx, row.id);
}
