import { describe, expect, it } from 'vitest';
import { ARTICLE_TYPE } from '../enums.ts';
import {
  isDisplayAtPast,
  isValidPostPrice,
  publishDraftError,
  publishSchema,
  PUBLISH_RULE_ERROR,
  splitTags,
} from './publish-rules.ts';

const base = { resource_type: 1, article_type: ARTICLE_TYPE.free, subscription_ids: [], price: 0 };

describe('publish rules', () => {
  it('prices pay-per-post above 0, at most 90, in at most 5 characters', () => {
    expect([90, '90', '89.99', 0.01, '４．５'].map(isValidPostPrice)).toEqual([true, true, true, true, true]);
    expect([0, '0', 90.01, '90.01', '089.50', '1.005', '', 'abc', -1].map(isValidPostPrice)).toEqual(
      Array(9).fill(false),
    );
  });

  it('splits comma-joined tags, fullwidth commas too, and drops empties', () => {
    expect(splitTags(' harbour ,dawn，夜景,, ')).toEqual(['harbour', 'dawn', '夜景']);
    expect(splitTags(['  a  b ', ''])).toEqual(['a b']);
  });

  it('reports the tag rule codes at 1 and 21 units, 11 Chinese characters', () => {
    const issue = (tags: unknown) => {
      const parsed = publishSchema.safeParse({
        category: 'art',
        title: 't',
        content: 'c',
        article_type: 3,
        media: ['x'],
        tags,
      });
      return parsed.success ? null : parsed.error.issues[0]?.message;
    };
    expect(issue('ab,' + 'a'.repeat(20) + ',' + '港'.repeat(10))).toBeNull();
    expect(issue('a')).toBe(PUBLISH_RULE_ERROR.tagTooShort);
    expect(issue('a'.repeat(21))).toBe(PUBLISH_RULE_ERROR.tagTooLong);
    expect(issue(['港'.repeat(11)])).toBe(PUBLISH_RULE_ERROR.tagTooLong);
    expect(issue(Array.from({ length: 11 }, (_, i) => `tag${i}`))).toBe(PUBLISH_RULE_ERROR.tagsMax);
  });

  it('weighs media kinds, plans and price together', () => {
    expect(publishDraftError(base, ['image', 'image'])).toBeNull();
    expect(publishDraftError(base, ['image', 'video'])).toBe(PUBLISH_RULE_ERROR.mixedMedia);
    expect(publishDraftError({ ...base, resource_type: 2 }, ['video', 'video'])).toBe(
      PUBLISH_RULE_ERROR.videoLimitOne,
    );
    expect(publishDraftError({ ...base, resource_type: 2 }, ['video'])).toBeNull();
    expect(publishDraftError(base, ['video'])).toBe(PUBLISH_RULE_ERROR.resourceType);
    expect(publishDraftError({ ...base, article_type: ARTICLE_TYPE.subscription }, ['image'])).toBe(
      PUBLISH_RULE_ERROR.planRequired,
    );
    expect(publishDraftError({ ...base, article_type: ARTICLE_TYPE.buy, price: 0 }, ['image'])).toBe(
      PUBLISH_RULE_ERROR.price,
    );
    expect(publishDraftError({ ...base, article_type: ARTICLE_TYPE.buy, price: 4.99 }, ['image'])).toBeNull();
  });

  it('accepts a display time up to 300 s in the past', () => {
    expect(isDisplayAtPast(1000 - 300, 1000)).toBe(false);
    expect(isDisplayAtPast(1000 - 301, 1000)).toBe(true);
  });
});
