import { describe, expect, it } from 'vitest';
import { ARTICLE_TYPE, REVIEW_STATUS } from '../../src/contract/enums.ts';
import { accountNameSchema } from '../../src/contract/rules/account-rules.ts';
import {
  isValidPlanPrice,
  PLAN_CONTENT_MAX_LENGTH,
  PLAN_NAME_MAX_LENGTH,
  PLAN_PRESET_PICTURES,
} from '../../src/contract/rules/plan-rules.ts';
import { DEMO_LOGINS } from '../../server/seed/demo-accounts.ts';
import { CATEGORY_CODES } from '../../server/seed/creators-data.ts';
import { planSeed } from '../../server/seed/seed-plan.ts';

const now = new Date('2026-01-15T12:00:00Z');

describe('the demo seed', () => {
  it('plans exactly the same data on every run', () => {
    expect(planSeed('full', now)).toEqual(planSeed('full', now));
    expect(planSeed('test', now)).toEqual(planSeed('test', now));
  });

  it('has 12 categories, 12 or more creators and 200 or more published posts', () => {
    const plan = planSeed('full', now);
    expect(CATEGORY_CODES).toHaveLength(12);
    expect(plan.creators.length).toBeGreaterThanOrEqual(12);
    expect(new Set(plan.creators.map((c) => c.lang)).size).toBeGreaterThanOrEqual(7);
    const published = plan.posts.filter((p) => p.status === REVIEW_STATUS.published);
    expect(published.length).toBeGreaterThanOrEqual(200);
  });

  it('spreads posts over all four access levels with pay-per-post prices up to 90', () => {
    const plan = planSeed('full', now);
    for (const type of Object.values(ARTICLE_TYPE)) {
      expect(plan.posts.filter((p) => p.articleType === type).length).toBeGreaterThan(10);
    }
    for (const post of plan.posts) {
      if (post.articleType === ARTICLE_TYPE.buy) {
        expect(post.priceCents).toBeGreaterThan(0);
        expect(post.priceCents).toBeLessThanOrEqual(9000);
      } else {
        expect(post.priceCents).toBe(0);
      }
      expect(post.images.length).toBeGreaterThanOrEqual(1);
      expect(post.images.length).toBeLessThanOrEqual(3);
    }
  });

  it('schedules a few posts in the future', () => {
    const scheduled = planSeed('full', now).posts.filter((p) => p.displayAt > now);
    expect(scheduled.length).toBeGreaterThanOrEqual(3);
    expect(scheduled.length).toBeLessThan(40);
  });
});

describe('seeded subscription plans', () => {
  it('gives every creator one to three plans, valid under the plan rules, some with preset pictures', () => {
    for (const profile of ['full', 'test'] as const) {
      const plan = planSeed(profile, now);
      plan.creators.forEach((_, c) => {
        const mine = plan.subscriptionPlans.filter((p) => p.creatorIndex === c);
        expect(mine.length).toBeGreaterThanOrEqual(1);
        expect(mine.length).toBeLessThanOrEqual(3);
        expect(mine.map((p) => p.position)).toEqual(mine.map((_, i) => i + 1));
      });
      for (const item of plan.subscriptionPlans) {
        expect(isValidPlanPrice(item.priceCents / 100)).toBe(true);
        expect(item.name.length).toBeLessThanOrEqual(PLAN_NAME_MAX_LENGTH);
        expect(item.content.length).toBeLessThanOrEqual(PLAN_CONTENT_MAX_LENGTH);
        expect(item.expireDays).toBeGreaterThanOrEqual(7);
        expect(item.expireDays).toBeLessThanOrEqual(365);
        expect(['', ...PLAN_PRESET_PICTURES.map((p) => p.key)]).toContain(item.picture);
      }
      const withPicture = plan.subscriptionPlans.filter((p) => p.picture !== '');
      expect(withPicture.length).toBeGreaterThan(0);
      expect(withPicture.length).toBeLessThan(plan.subscriptionPlans.length);
    }
  });

  it("puts every subscription post in at least one of its own creator's plans, and nothing else", () => {
    const plan = planSeed('full', now);
    plan.posts.forEach((post, index) => {
      const holders = plan.subscriptionPlans.filter((p) => p.postIndexes.includes(index));
      if (post.articleType === ARTICLE_TYPE.subscription) {
        expect(holders.length, `post ${index}`).toBeGreaterThanOrEqual(1);
        for (const holder of holders) expect(holder.creatorIndex).toBe(post.creatorIndex);
      } else {
        expect(holders).toEqual([]);
      }
    });
  });
});

describe('seeded accounts', () => {
  it('follow the account-name rule of the contract, like any sign-up', () => {
    const plan = planSeed('full', now);
    const names = [...plan.creators.map((c) => c.username), ...DEMO_LOGINS.flatMap((l) => l.username ?? [])];
    expect(names.length).toBeGreaterThan(12);
    for (const name of names) {
      expect(accountNameSchema.safeParse(name).success, name).toBe(true);
    }
  });
});
