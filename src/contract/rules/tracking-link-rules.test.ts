import { describe, expect, it } from 'vitest';
import {
  isTrackingCodeFresh,
  TRACKING_ATTRIBUTION_DAYS,
  TRACKING_ATTRIBUTION_MS,
  TRACKING_LINK_NAME_MAX_LENGTH,
  TRACKING_LINK_RULE_ERROR,
  TRACKING_LINKS_MAX,
  trackingCodeSchema,
  trackingLinkFormSchema,
} from './tracking-link-rules.ts';

const problemOf = (name: string) =>
  trackingLinkFormSchema.safeParse({ name }).error?.issues[0]?.message ?? null;
const DAY_MS = 24 * 3600_000;

describe('tracking links (issue 25: a name of 1 to 40 characters, 50 links, 30 days)', () => {
  it('holds the issue’s numbers', () => {
    expect([TRACKING_LINK_NAME_MAX_LENGTH, TRACKING_LINKS_MAX, TRACKING_ATTRIBUTION_DAYS]).toEqual([
      40, 50, 30,
    ]);
    expect(TRACKING_ATTRIBUTION_MS).toBe(30 * DAY_MS);
  });

  it('takes a trimmed name of 1 to 40 characters', () => {
    expect(trackingLinkFormSchema.parse({ name: '  Instagram  ' })).toEqual({ name: 'Instagram' });
    expect(problemOf('x'.repeat(40))).toBeNull();
    expect(problemOf('   ')).toBe(TRACKING_LINK_RULE_ERROR.nameRequired);
    expect(problemOf('x'.repeat(41))).toBe(TRACKING_LINK_RULE_ERROR.nameLength);
  });

  it('reads a code of URL-safe characters only', () => {
    expect(trackingCodeSchema.safeParse('aB3_-xYz90Qk').success).toBe(true);
    for (const code of ['short', 'has space12', 'semi;colon12', 'x'.repeat(33)])
      expect(trackingCodeSchema.safeParse(code).success).toBe(false);
  });

  it('keeps a stored code for 30 days, not a moment longer', () => {
    const storedAt = Date.UTC(2026, 0, 1);
    expect(isTrackingCodeFresh(storedAt, storedAt + 30 * DAY_MS - 1)).toBe(true);
    expect(isTrackingCodeFresh(storedAt, storedAt + 30 * DAY_MS)).toBe(false);
    expect(isTrackingCodeFresh(storedAt, storedAt - 1)).toBe(false);
  });
});
