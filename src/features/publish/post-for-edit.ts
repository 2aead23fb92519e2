/**
 * The publish form's starting point: empty for a new post, or filled from the post being edited
 * (article/getArticleByIdForEdit), its files shown as saved (spec §4).
 */
import type { getPostForEditCall } from '../../contract/calls/post-for-edit.ts';
import type { CallResponse } from '../../contract/call.ts';
import { UPLOAD_STATUS } from '../../contract/enums.ts';
import { accessLevelOf, type PublishDraftForm } from './publish-draft.ts';
import type { PostUpload } from './use-post-uploads.ts';

export type PostForEdit = CallResponse<typeof getPostForEditCall>;

const HOUR_MS = 3_600_000;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The draft of a new post, or of the post being edited; a new schedule starts an hour ahead. */
export function initialForm(post: PostForEdit | undefined): PublishDraftForm {
  const future = post !== undefined && post.display_at > nowSeconds();
  return {
    id: post?.id ?? null,
    title: post?.title ?? '',
    content: post?.content ?? '',
    tags: post ? [...post.tags] : [],
    category: post?.category ?? null,
    access: post ? accessLevelOf(post.article_type) : 'free',
    planIds: post ? [...post.subscription_ids] : [],
    price: post && post.price > 0 ? String(post.price) : '',
    schedule: future,
    displayAt: future ? new Date(post.display_at * 1000) : new Date(Date.now() + HOUR_MS),
    originalDisplayAt: post?.display_at ?? null,
  };
}

/** The post's saved files in edit mode (spec §4 "saved"). */
export function savedUploads(post: PostForEdit | undefined): PostUpload[] {
  return (post?.media ?? []).map((media, index) => ({
    id: `saved-${index}`,
    file: null,
    kind: post?.resource_type === 2 ? 'video' : 'image',
    progress: 100,
    status: UPLOAD_STATUS.save,
    failMsg: '',
    url: media.url,
    width: media.width,
    height: media.height,
    duration: media.video_time,
    uploadId: media.upload_id,
    preview: media.url,
  }));
}
