/**
 * The publish form's draft (spec §3 "Post draft") checked with the rules the server enforces
 * (src/contract/rules/publish-rules.ts) and turned into the `article/publish` request.
 */
import { ARTICLE_TYPE, RESOURCE_TYPE, UPLOAD_STATUS, type ArticleType } from '../../contract/enums.ts';
import type { UploadItem } from '../../contract/entities-social.ts';
import {
  isDisplayAtPast,
  isValidPostPrice,
  POST_CONTENT_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
} from '../../contract/rules/publish-limits.ts';
import type { PublishPostInput } from '../../api/publish-post.ts';
import type { MediaKind } from './file-rules.ts';

export type AccessLevel = 'free' | 'subscription' | 'buy' | 'private';

export const ARTICLE_TYPE_OF: Record<AccessLevel, ArticleType> = {
  free: ARTICLE_TYPE.free,
  subscription: ARTICLE_TYPE.subscription,
  buy: ARTICLE_TYPE.buy,
  private: ARTICLE_TYPE.private,
};

export function accessLevelOf(type: number): AccessLevel {
  const found = (Object.keys(ARTICLE_TYPE_OF) as AccessLevel[]).find(
    (level) => ARTICLE_TYPE_OF[level] === type,
  );
  return found ?? 'free';
}

export interface PublishDraftForm {
  /** The post being edited; null for a new one. */
  id: number | null;
  title: string;
  content: string;
  tags: string[];
  category: string | null;
  access: AccessLevel;
  planIds: number[];
  /** The price as typed. */
  price: string;
  schedule: boolean;
  displayAt: Date;
  /** The edited post's display time (seconds): sent back unchanged it is accepted even if past. */
  originalDisplayAt: number | null;
}

export type DraftError =
  | 'filesRequired'
  | 'filesBusy'
  | 'filesFailed'
  | 'titleRequired'
  | 'titleLength'
  | 'contentRequired'
  | 'contentLength'
  | 'categoryRequired'
  | 'plansRequired'
  | 'priceInvalid'
  | 'schedulePast';

export type DraftField = 'files' | 'title' | 'content' | 'category' | 'plans' | 'price' | 'schedule';
export type DraftErrors = Partial<Record<DraftField, DraftError>>;

export type DraftUpload = Pick<UploadItem, 'status'> & { uploadId: string | null; kind: MediaKind };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The display time to send: undefined keeps the server's choice (now, or the post's own time). */
export function displayAtOf(form: PublishDraftForm, nowSeconds: number): number | undefined {
  if (form.schedule) return seconds(form.displayAt);
  // A scheduled post whose schedule is switched off appears now.
  if (form.originalDisplayAt !== null && form.originalDisplayAt > nowSeconds) return nowSeconds;
  return undefined;
}

/** Every field's first problem, in form order; empty when the draft may be sent. */
export function draftErrors(
  form: PublishDraftForm,
  uploads: readonly DraftUpload[],
  nowSeconds: number,
): DraftErrors {
  const errors: DraftErrors = {};
  if (uploads.length === 0) errors.files = 'filesRequired';
  else if (uploads.some((item) => item.status === UPLOAD_STATUS.fail)) errors.files = 'filesFailed';
  else if (uploads.some((item) => item.status !== UPLOAD_STATUS.done && item.status !== UPLOAD_STATUS.save))
    errors.files = 'filesBusy';
  else if (!uploads.some((item) => item.uploadId)) errors.files = 'filesRequired';

  // The lengths of publishSchema (trimmed, required, at most 100 and 5000), checked without zod
  // so the publish chunk does not carry it; the server runs the schema itself.
  const title = form.title.trim();
  if (!title) errors.title = 'titleRequired';
  else if (title.length > POST_TITLE_MAX_LENGTH) errors.title = 'titleLength';
  const content = form.content.trim();
  if (!content) errors.content = 'contentRequired';
  else if (content.length > POST_CONTENT_MAX_LENGTH) errors.content = 'contentLength';
  if (!form.category) errors.category = 'categoryRequired';
  if (form.access === 'subscription' && form.planIds.length === 0) errors.plans = 'plansRequired';
  if (form.access === 'buy' && !isValidPostPrice(form.price)) errors.price = 'priceInvalid';
  if (form.schedule) {
    const at = seconds(form.displayAt);
    const unchanged = form.originalDisplayAt !== null && at === form.originalDisplayAt;
    if (!unchanged && isDisplayAtPast(at, nowSeconds)) errors.schedule = 'schedulePast';
  }
  return errors;
}

/** The `article/publish` request of a draft that passed draftErrors. */
export function publishRequest(
  form: PublishDraftForm,
  uploads: readonly DraftUpload[],
  nowSeconds: number,
): PublishPostInput {
  const media = uploads.flatMap((item) => (item.uploadId ? [item.uploadId] : []));
  const video = uploads.some((item) => item.kind === 'video');
  const displayAt = displayAtOf(form, nowSeconds);
  return {
    ...(form.id !== null ? { id: form.id } : {}),
    category: form.category ?? '',
    title: form.title.trim(),
    content: form.content.trim(),
    tags: form.tags,
    resource_type: video ? RESOURCE_TYPE.video : RESOURCE_TYPE.image,
    article_type: ARTICLE_TYPE_OF[form.access],
    subscription_ids: form.access === 'subscription' ? form.planIds : [],
    price: form.access === 'buy' ? form.price : 0,
    media,
    ...(displayAt !== undefined ? { display_at: displayAt } : {}),
  };
}

/**
 * The mine-post tab a published post is listed under (spec §2 "query t"): a post that appears
 * later is scheduled; otherwise its level: subscribe, sale, private, or free.
 */
export function postListTab(
  access: AccessLevel,
  displayAtSeconds: number | undefined,
  nowSeconds: number,
): string {
  if (displayAtSeconds !== undefined && displayAtSeconds > nowSeconds) return 'scheduled';
  return { subscription: 'subscribe', buy: 'sale', private: 'private', free: 'free' }[access];
}
