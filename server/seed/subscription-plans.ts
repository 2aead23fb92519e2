/**
 * The seeded creators' subscription plans: one to three each, some with a preset picture, and
 * every subscription post in at least one plan of its creator. Drawn from a generator of their
 * own, so adding plans left every other seeded value as it was.
 */
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import { PLAN_PRESET_PICTURES, PLAN_UNLOCK_ALL_DAYS } from '../../src/contract/rules/plan-rules.ts';
import { createRandom } from './random.ts';

export interface PlannedPlan {
  creatorIndex: number;
  name: string;
  content: string;
  priceCents: number;
  expireDays: number;
  unlockDays: number;
  /** Storage key of a preset picture, or '' for none. */
  picture: string;
  /** 1, 2, 3 in the creator's list. */
  position: number;
  /** Indexes into the seed's posts: the subscription posts this plan unlocks. */
  postIndexes: number[];
}

/** From the cheapest to the richest; a creator with n plans has the first n. */
const TIERS = [
  {
    name: 'Supporter',
    content: 'Every subscriber post, and my thanks for keeping the lights on.',
    priceCents: [499, 599, 799],
    expireDays: 30,
    unlockDays: 30,
  },
  {
    name: 'Inner circle',
    content: 'Every post from the whole archive, early previews of new sets and a monthly Q&A.',
    priceCents: [1299, 1499, 1999],
    expireDays: 30,
    unlockDays: PLAN_UNLOCK_ALL_DAYS,
  },
  {
    name: 'Backstage pass',
    content: 'Three months of everything, behind-the-scenes notes and a say in what comes next.',
    priceCents: [2999, 3999, 4999],
    expireDays: 90,
    unlockDays: PLAN_UNLOCK_ALL_DAYS,
  },
] as const;

/** Plans for `creatorCount` creators over the seed's posts (their creator and access level). */
export function planSubscriptionPlans(
  creatorCount: number,
  posts: readonly { creatorIndex: number; articleType: number }[],
): PlannedPlan[] {
  const random = createRandom(20240909);
  const plans: PlannedPlan[] = [];
  for (let c = 0; c < creatorCount; c++) {
    const count = random.int(1, TIERS.length);
    const mine = TIERS.slice(0, count).map((tier, i) => ({
      creatorIndex: c,
      name: tier.name,
      content: tier.content,
      priceCents: random.pick(tier.priceCents),
      expireDays: tier.expireDays,
      unlockDays: tier.unlockDays,
      picture: random.chance(0.6) ? random.pick(PLAN_PRESET_PICTURES).key : '',
      position: i + 1,
      postIndexes: [] as number[],
    }));
    posts.forEach((post, index) => {
      if (post.creatorIndex !== c || post.articleType !== ARTICLE_TYPE.subscription) return;
      // The richest plan holds every subscription post; cheaper ones a share of them.
      mine[mine.length - 1]!.postIndexes.push(index);
      for (const plan of mine.slice(0, -1)) if (random.chance(0.5)) plan.postIndexes.push(index);
    });
    plans.push(...mine);
  }
  return plans;
}
