import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Plan } from '../../../contract/entities-social.ts';
import { UNLOCK_ALL_DAYS } from './plan-card.logic.ts';

type Days = { count: number };

// The one definition of a plan's facts: the creator's PlanCard and the fans' cards read them alike.
const messages = defineMessages({
  expire: defineMessage<Days>({
    id: 'plan.expireDays',
    defaultMessage: '{count, plural, one {# day of access} other {# days of access}}',
  }),
  unlockAll: { id: 'plan.unlockAll', defaultMessage: 'Unlocks every past post' },
  unlockDays: defineMessage<Days>({
    id: 'plan.unlockDays',
    defaultMessage:
      '{count, plural, one {Unlocks posts from the last # day} other {Unlocks posts from the last # days}}',
  }),
  posts: defineMessage<Days>({
    id: 'plan.posts',
    defaultMessage: '{count, plural, one {# post} other {# posts}}',
  }),
});

/**
 * What a plan says about itself, to its creator and its fans alike: how long it lasts, which past
 * posts it opens, how many posts it holds.
 */
export function usePlanFacts() {
  const intl = useIntl();
  return (plan: Pick<Plan, 'expire_days' | 'unlock_day_after_subscribe' | 'article_contain'>) => ({
    length: intl.formatMessage(messages.expire, { count: plan.expire_days }),
    unlock:
      plan.unlock_day_after_subscribe >= UNLOCK_ALL_DAYS
        ? intl.formatMessage(messages.unlockAll)
        : intl.formatMessage(messages.unlockDays, { count: plan.unlock_day_after_subscribe }),
    posts: intl.formatMessage(messages.posts, { count: plan.article_contain }),
  });
}
