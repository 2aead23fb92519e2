import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { CHAT_PAID_MEDIA_MAX, CHAT_TEXT_MAX_LENGTH } from '../../../contract/chat/chat-rules.ts';
import {
  PAID_MESSAGE_PRICE_MIN,
  PAID_MESSAGE_RULE_ERROR,
  type PaidMessageRuleError,
} from '../../../contract/rules/paid-message-rules.ts';
import { POST_PRICE_MAX } from '../../../contract/rules/publish-limits.ts';
import { formatPrice } from '../../../i18n/format.ts';

const messages = defineMessages({
  required: { id: 'rule.paidMessage.price.required', defaultMessage: 'Enter a price.' },
  notNumber: {
    id: 'rule.paidMessage.price.notNumber',
    defaultMessage: 'Enter a price in numbers, like 9.99.',
  },
  decimals: { id: 'rule.paidMessage.price.decimals', defaultMessage: 'A price has at most two decimals.' },
  minimum: defineMessage<{ amount: string }>({
    id: 'rule.paidMessage.price.minimum',
    defaultMessage: 'A price is at least {amount}.',
  }),
  maximum: defineMessage<{ amount: string }>({
    id: 'rule.paidMessage.price.maximum',
    defaultMessage: 'A price is at most {amount}.',
  }),
  picturesRule: defineMessage<{ max: number }>({
    id: 'rule.paidMessage.pictures',
    defaultMessage: 'Choose 1 to {max, number} pictures.',
  }),
  videoRule: { id: 'rule.paidMessage.video', defaultMessage: 'Choose a video.' },
  captionLength: defineMessage<{ max: number }>({
    id: 'rule.paidMessage.captionLength',
    defaultMessage: 'A caption is at most {max, number} characters.',
  }),
});

/**
 * The paid message rule's sentences by rule code (paid-message-rules.ts), in the app's language:
 * the chat's paid message dialog and the mass message composer say the same.
 */
export function usePaidMessageRuleText(): (code: string | undefined) => string | undefined {
  const intl = useIntl();
  const money = (amount: number) => ({ amount: formatPrice(intl, amount) });
  const text: Record<PaidMessageRuleError, () => string> = {
    [PAID_MESSAGE_RULE_ERROR.required]: () => intl.formatMessage(messages.required),
    [PAID_MESSAGE_RULE_ERROR.notNumber]: () => intl.formatMessage(messages.notNumber),
    [PAID_MESSAGE_RULE_ERROR.decimals]: () => intl.formatMessage(messages.decimals),
    [PAID_MESSAGE_RULE_ERROR.minimum]: () =>
      intl.formatMessage(messages.minimum, money(PAID_MESSAGE_PRICE_MIN)),
    [PAID_MESSAGE_RULE_ERROR.maximum]: () => intl.formatMessage(messages.maximum, money(POST_PRICE_MAX)),
    [PAID_MESSAGE_RULE_ERROR.pictures]: () =>
      intl.formatMessage(messages.picturesRule, { max: CHAT_PAID_MEDIA_MAX }),
    [PAID_MESSAGE_RULE_ERROR.video]: () => intl.formatMessage(messages.videoRule),
    [PAID_MESSAGE_RULE_ERROR.captionLength]: () =>
      intl.formatMessage(messages.captionLength, { max: CHAT_TEXT_MAX_LENGTH }),
  };
  return (code) => (code === undefined ? undefined : (text[code as PaidMessageRuleError]?.() ?? undefined));
}
