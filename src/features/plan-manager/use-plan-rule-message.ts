import { useIntl } from 'react-intl';
import {
  PLAN_CONTENT_MAX_LENGTH,
  PLAN_EXPIRE_DAYS_MAX,
  PLAN_EXPIRE_DAYS_MIN,
  PLAN_NAME_MAX_LENGTH,
  PLAN_PRICE_MAX,
  PLAN_PRICE_MIN,
  PLAN_RULE_ERROR,
  PLAN_UNLOCK_DAYS_MAX,
  type PlanRuleError,
} from '../../contract/rules/plan-rules.ts';
import { planManagerMessages as m } from './plan-manager-messages.ts';

/** A plan rule code as the inline message under its field, in the reader's language. */
export function usePlanRuleMessage(): (code: PlanRuleError | undefined) => string | undefined {
  const intl = useIntl();
  return (code) => {
    switch (code) {
      case undefined:
        return undefined;
      case PLAN_RULE_ERROR.nameRequired:
        return intl.formatMessage(m.nameRequired);
      case PLAN_RULE_ERROR.nameLength:
        return intl.formatMessage(m.nameLength, { max: PLAN_NAME_MAX_LENGTH });
      case PLAN_RULE_ERROR.contentRequired:
        return intl.formatMessage(m.contentRequired);
      case PLAN_RULE_ERROR.contentLength:
        return intl.formatMessage(m.contentLength, { max: PLAN_CONTENT_MAX_LENGTH });
      case PLAN_RULE_ERROR.price:
        return intl.formatMessage(m.priceRule, { min: PLAN_PRICE_MIN, max: PLAN_PRICE_MAX });
      case PLAN_RULE_ERROR.unlockDays:
        return intl.formatMessage(m.unlockRule, { max: PLAN_UNLOCK_DAYS_MAX });
      case PLAN_RULE_ERROR.expireDays:
        return intl.formatMessage(m.expireRule, { min: PLAN_EXPIRE_DAYS_MIN, max: PLAN_EXPIRE_DAYS_MAX });
      case PLAN_RULE_ERROR.picture:
      case PLAN_RULE_ERROR.status:
        return intl.formatMessage(m.pictureRule);
    }
  };
}
