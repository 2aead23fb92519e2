/**
 * The publishing limits and checks without zod (publish-rules.ts re-exports them with the
 * schemas): the publish form imports these, so its chunk does not download zod.
 */
import { isPriceInputAllowed, normalizePriceText } from './price-input.ts';
import { normalizeTag, tagLengthError } from './tag-length.ts';

/** Longest title and body a post may have (the spec names none; these fit the post card and detail). */
export const POST_TITLE_MAX_LENGTH = 100;
export const POST_CONTENT_MAX_LENGTH = 5000;
/** A post carries 1 to 10 files. */
export const POST_MEDIA_MAX = 10;
/** At most this many tags on one post. */
export const POST_TAGS_MAX = 10;
/** Pay-per-post price: above 0, at most 90. */
export const POST_PRICE_MAX = 90;
/** A display time this far in the past still counts as "now" (clock skew, a slow form). */
export const DISPLAY_AT_PAST_TOLERANCE_SECONDS = 300;

export const PUBLISH_RULE_ERROR = {
  titleRequired: 'rule.publish.title.required',
  titleLength: 'rule.publish.title.length',
  contentRequired: 'rule.publish.content.required',
  contentLength: 'rule.publish.content.length',
  mediaRequired: 'rule.publish.media.required',
  mediaMax: 'rule.publish.media.max',
  tagTooShort: 'rule.publish.tag.tooShort',
  tagTooLong: 'rule.publish.tag.tooLong',
  tagsMax: 'rule.publish.tags.max',
  articleType: 'rule.publish.articleType',
  resourceType: 'rule.publish.resourceType',
  price: 'rule.publish.price',
  /** Cross-field rules (publishDraftError). */
  planRequired: 'rule.publish.plan.required',
  videoLimitOne: 'rule.publish.videoLimitOne',
  mixedMedia: 'rule.publish.mixedMedia',
  displayAtPast: 'rule.publish.displayAt.past',
} as const;
export type PublishRuleError = (typeof PUBLISH_RULE_ERROR)[keyof typeof PUBLISH_RULE_ERROR];

/** Tags as sent: a comma-joined string (the spec's wire form) or a list; stored trimmed, without empties. */
export function splitTags(tags: string | string[]): string[] {
  const list = typeof tags === 'string' ? tags.split(/[,，]/) : tags;
  return list.map(normalizeTag).filter((tag) => tag !== '');
}

/** The first tag error, or null: each tag 2 to 20 units (non-ASCII counts 2), at most 10 tags. */
export function tagsError(tags: readonly string[]): PublishRuleError | null {
  if (tags.length > POST_TAGS_MAX) return PUBLISH_RULE_ERROR.tagsMax;
  for (const tag of tags) {
    const error = tagLengthError(tag);
    if (error === 'tooShort') return PUBLISH_RULE_ERROR.tagTooShort;
    if (error === 'tooLong') return PUBLISH_RULE_ERROR.tagTooLong;
  }
  return null;
}

/** True for a pay-per-post price: at most 5 characters as typed, two decimals, above 0, at most 90. */
export function isValidPostPrice(price: number | string): boolean {
  const textForm = normalizePriceText(typeof price === 'number' ? String(price) : price);
  if (!/\d/.test(textForm) || !isPriceInputAllowed(textForm)) return false;
  const value = Number(textForm);
  return value > 0 && value <= POST_PRICE_MAX;
}

/** True when a display time (seconds) is too far in the past to be accepted for a new schedule. */
export function isDisplayAtPast(displayAtSeconds: number, nowSeconds: number): boolean {
  return displayAtSeconds < nowSeconds - DISPLAY_AT_PAST_TOLERANCE_SECONDS;
}
