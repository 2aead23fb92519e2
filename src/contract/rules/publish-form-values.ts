/**
 * The publish form's values (spec §3 "Post draft") and the `article/publish` request they make,
 * without zod: the form imports these when it opens; the schema that checks them
 * (publish-form-rules.ts) loads on the first Publish.
 */
import type { UploadItem } from '../entities-social.ts';
import { ARTICLE_TYPE, RESOURCE_TYPE, type ArticleType } from '../enums.ts';
import { parsePriceInput } from './price-input.ts';
import type { publishSchema } from './publish-rules.ts';
import type { z } from 'zod/mini';

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

/** What the publish form holds. */
export interface PublishFormValues {
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

/** A draft's problem, by field: the message under it. */
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

/** A file of the post as the draft needs it: its upload state, its id once uploaded, its kind. */
export type DraftUpload = Pick<UploadItem, 'status'> & { uploadId: string | null; kind: 'image' | 'video' };

/** The `article/publish` request (`publishSchema`'s input), as the form sends it. */
export interface PublishRequest extends z.input<typeof publishSchema> {
  id?: number;
  category: string;
  title: string;
  content: string;
  tags: string[];
  resource_type: number;
  article_type: number;
  subscription_ids: number[];
  /** The typed price as a number (pay per post; NaN while it holds none), or 0. */
  price: number;
  media: string[];
  display_at?: number;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The display time to send: undefined keeps the server's choice (now, or the post's own time). */
export function displayAtOf(form: PublishFormValues, nowSeconds: number): number | undefined {
  if (form.schedule) return seconds(form.displayAt);
  // A scheduled post whose schedule is switched off appears now.
  if (form.originalDisplayAt !== null && form.originalDisplayAt > nowSeconds) return nowSeconds;
  return undefined;
}

/** The `article/publish` request of a draft. */
export function publishRequest(
  form: PublishFormValues,
  uploads: readonly DraftUpload[],
  nowSeconds: number,
): PublishRequest {
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
    price: form.access === 'buy' ? (parsePriceInput(form.price) ?? Number.NaN) : 0,
    media,
    ...(displayAt !== undefined ? { display_at: displayAt } : {}),
  };
}
