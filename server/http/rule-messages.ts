/**
 * Turns the first failed parameter of a call into a message the app can show as is. The
 * contract's account rules report rule codes (`rule.password.min`); those become the matching
 * translated sentence naming the field, with the spec's numbers. Anything else gets the generic
 * "The field "x" is missing or invalid." A control character in a string (src/contract/strings.ts)
 * gets "The field "x" contains characters that are not allowed."
 * The plan and publish form rules the app checks before sending are answered with the app's own
 * ids (`rule.plan.price`, `publish.title.required`: APP_MESSAGE_IDS in server/i18n/messages.ts),
 * the others with the server's (`server.rule.…`); docs/decisions/one-id-per-text.md.
 */
import type { z } from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from '../../src/contract/rules/password-strength.ts';
import {
  ACCOUNT_MAX_LENGTH,
  ACCOUNT_MIN_LENGTH,
  EMAIL_CODE_LENGTH,
  RULE_ERROR,
  type RuleError,
} from '../../src/contract/rules/account-rules.ts';
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
} from '../../src/contract/rules/plan-rules.ts';
import {
  POST_CONTENT_MAX_LENGTH,
  POST_MEDIA_MAX,
  POST_PRICE_MAX,
  POST_TAGS_MAX,
  POST_TITLE_MAX_LENGTH,
  PUBLISH_RULE_ERROR,
  type PublishRuleError,
} from '../../src/contract/rules/publish-rules.ts';
import {
  NICKNAME_MAX_LENGTH,
  PROFILE_DESCRIPTION_MAX_LENGTH,
  PROFILE_RULE_ERROR,
} from '../../src/contract/rules/profile-rules.ts';
import {
  FEEDBACK_ATTACHMENTS_MAX,
  FEEDBACK_CONTENT_MAX_LENGTH,
  FEEDBACK_RULE_ERROR,
} from '../../src/contract/rules/feedback-rules.ts';
import {
  TRACKING_LINK_NAME_MAX_LENGTH,
  TRACKING_LINK_RULE_ERROR,
} from '../../src/contract/rules/tracking-link-rules.ts';
import { FAN_LIST_NAME_MAX_LENGTH, FAN_LIST_RULE_ERROR } from '../../src/contract/rules/fan-list-rules.ts';
import {
  TRIAL_CLAIMS_MAX,
  TRIAL_CLAIMS_MIN,
  TRIAL_DAYS_MAX,
  TRIAL_DAYS_MIN,
  TRIAL_EXPIRY_MAX_DAYS,
  TRIAL_LINK_RULE_ERROR,
} from '../../src/contract/rules/trial-link-rules.ts';
import { PRICE_INPUT_MAX_CHARS } from '../../src/contract/rules/price-input.ts';
import { TAG_MAX_UNITS, TAG_MIN_UNITS } from '../../src/contract/rules/tag-length.ts';
import { CONTROL_CHARACTERS_ERROR } from '../../src/contract/strings.ts';
import type { Locale } from '../../src/i18n/locale-resolution.ts';
import type { MessageId, MessageValues, ServerMessages } from '../i18n/messages.ts';

const RULE_MESSAGES: Record<RuleError, MessageId> = {
  [RULE_ERROR.required]: 'server.rule.required',
  [RULE_ERROR.email]: 'server.rule.email',
  [RULE_ERROR.accountLength]: 'server.rule.account.length',
  [RULE_ERROR.accountChars]: 'server.rule.account.chars',
  [RULE_ERROR.passwordMin]: 'server.rule.password.min',
  [RULE_ERROR.passwordChars]: 'server.rule.password.chars',
  [RULE_ERROR.codeLength]: 'server.rule.code.length',
  [RULE_ERROR.passwordMismatch]: 'server.rule.password.mismatch',
};

/** How the fields that carry rule codes are named to the user. */
const FIELD_LABELS: Record<string, MessageId> = {
  email: 'server.field.email',
  account: 'server.field.account',
  password: 'server.field.password',
  code: 'server.field.code',
  old_password: 'server.field.oldPassword',
  new_password: 'server.field.newPassword',
  new_password_confirm: 'server.field.newPasswordConfirm',
};

/** The plan form's rules (plan-rules.ts): each its own sentence with the spec's numbers. */
const PLAN_RULE_MESSAGES: Record<PlanRuleError, { id: MessageId; values?: MessageValues }> = {
  [PLAN_RULE_ERROR.nameRequired]: { id: 'rule.plan.name.required' },
  [PLAN_RULE_ERROR.nameLength]: { id: 'rule.plan.name.length', values: { max: PLAN_NAME_MAX_LENGTH } },
  [PLAN_RULE_ERROR.contentRequired]: { id: 'rule.plan.content.required' },
  [PLAN_RULE_ERROR.contentLength]: {
    id: 'rule.plan.content.length',
    values: { max: PLAN_CONTENT_MAX_LENGTH },
  },
  [PLAN_RULE_ERROR.price]: {
    id: 'rule.plan.price',
    values: { min: PLAN_PRICE_MIN, max: PLAN_PRICE_MAX },
  },
  [PLAN_RULE_ERROR.unlockDays]: { id: 'rule.plan.unlockDays', values: { max: PLAN_UNLOCK_DAYS_MAX } },
  [PLAN_RULE_ERROR.expireDays]: {
    id: 'rule.plan.expireDays',
    values: { min: PLAN_EXPIRE_DAYS_MIN, max: PLAN_EXPIRE_DAYS_MAX },
  },
  [PLAN_RULE_ERROR.picture]: { id: 'rule.plan.picture' },
  [PLAN_RULE_ERROR.status]: { id: 'server.rule.plan.status' },
};
/** The publish form's rules (publish-rules.ts), field rules and cross-field rules alike. */
const PUBLISH_RULE_MESSAGES: Record<PublishRuleError, { id: MessageId; values?: MessageValues }> = {
  [PUBLISH_RULE_ERROR.titleRequired]: { id: 'publish.title.required' },
  [PUBLISH_RULE_ERROR.titleLength]: {
    id: 'publish.title.length',
    values: { max: POST_TITLE_MAX_LENGTH },
  },
  [PUBLISH_RULE_ERROR.contentRequired]: { id: 'publish.content.required' },
  [PUBLISH_RULE_ERROR.contentLength]: {
    id: 'server.rule.publish.content.length',
    values: { max: POST_CONTENT_MAX_LENGTH },
  },
  [PUBLISH_RULE_ERROR.mediaRequired]: { id: 'publish.files.required' },
  [PUBLISH_RULE_ERROR.mediaMax]: { id: 'publish.files.max', values: { max: POST_MEDIA_MAX } },
  [PUBLISH_RULE_ERROR.tagTooShort]: {
    id: 'server.rule.publish.tag.tooShort',
    values: { min: TAG_MIN_UNITS },
  },
  [PUBLISH_RULE_ERROR.tagTooLong]: { id: 'server.rule.publish.tag.tooLong', values: { max: TAG_MAX_UNITS } },
  [PUBLISH_RULE_ERROR.tagsMax]: { id: 'server.rule.publish.tags.max', values: { max: POST_TAGS_MAX } },
  [PUBLISH_RULE_ERROR.articleType]: { id: 'server.rule.publish.articleType' },
  [PUBLISH_RULE_ERROR.resourceType]: { id: 'server.rule.publish.resourceType' },
  [PUBLISH_RULE_ERROR.price]: {
    id: 'server.rule.publish.price',
    values: { max: POST_PRICE_MAX, chars: PRICE_INPUT_MAX_CHARS },
  },
  [PUBLISH_RULE_ERROR.planRequired]: { id: 'server.rule.publish.plan.required' },
  [PUBLISH_RULE_ERROR.videoLimitOne]: { id: 'server.rule.publish.videoLimitOne' },
  [PUBLISH_RULE_ERROR.mixedMedia]: { id: 'server.rule.publish.mixedMedia' },
  [PUBLISH_RULE_ERROR.displayAtPast]: { id: 'publish.schedule.past' },
};
/**
 * The account and profile form's rules (profile-rules.ts). A social link the JSON of
 * `set_social_media` cannot carry is a malformed field; one that names no profile is refused by
 * the service, which knows the network (`server.profile.socialLink`).
 */
const PROFILE_RULE_MESSAGES: Record<string, { id: MessageId; values?: MessageValues }> = {
  [PROFILE_RULE_ERROR.nicknameRequired]: { id: 'rule.profile.nickname.required' },
  [PROFILE_RULE_ERROR.nicknameLength]: {
    id: 'rule.profile.nickname.length',
    values: { max: NICKNAME_MAX_LENGTH },
  },
  [PROFILE_RULE_ERROR.descriptionLength]: {
    id: 'rule.profile.description.length',
    values: { max: PROFILE_DESCRIPTION_MAX_LENGTH },
  },
  [PROFILE_RULE_ERROR.picture]: { id: 'rule.profile.picture' },
};

/** The feedback dialog's rules (feedback-rules.ts), answered with the dialog's own messages. */
const FEEDBACK_RULE_MESSAGES: Record<string, { id: MessageId; values?: MessageValues }> = {
  [FEEDBACK_RULE_ERROR.type]: { id: 'rule.feedback.type' },
  [FEEDBACK_RULE_ERROR.contentRequired]: { id: 'rule.feedback.content.required' },
  [FEEDBACK_RULE_ERROR.contentLength]: {
    id: 'rule.feedback.content.length',
    values: { max: FEEDBACK_CONTENT_MAX_LENGTH },
  },
  [FEEDBACK_RULE_ERROR.attachmentsMax]: {
    id: 'dialog.feedback.uploadLimit',
    values: { max: FEEDBACK_ATTACHMENTS_MAX },
  },
};

/** The tracking link form's rules (tracking-link-rules.ts). */
const TRACKING_LINK_RULE_MESSAGES: Record<string, { id: MessageId; values?: MessageValues }> = {
  [TRACKING_LINK_RULE_ERROR.nameRequired]: { id: 'rule.trackingLink.name.required' },
  [TRACKING_LINK_RULE_ERROR.nameLength]: {
    id: 'rule.trackingLink.name.length',
    values: { max: TRACKING_LINK_NAME_MAX_LENGTH },
  },
};

/** The fan list form's rules (fan-list-rules.ts). */
const FAN_LIST_RULE_MESSAGES: Record<string, { id: MessageId; values?: MessageValues }> = {
  [FAN_LIST_RULE_ERROR.nameRequired]: { id: 'rule.fanList.name.required' },
  [FAN_LIST_RULE_ERROR.nameLength]: {
    id: 'rule.fanList.name.length',
    values: { max: FAN_LIST_NAME_MAX_LENGTH },
  },
};

/** The trial link form's rules (trial-link-rules.ts), answered with the form's own messages. */
const TRIAL_LINK_RULE_MESSAGES: Record<string, { id: MessageId; values?: MessageValues }> = {
  [TRIAL_LINK_RULE_ERROR.days]: {
    id: 'rule.trialLink.days',
    values: { min: TRIAL_DAYS_MIN, max: TRIAL_DAYS_MAX },
  },
  [TRIAL_LINK_RULE_ERROR.claims]: {
    id: 'rule.trialLink.claims',
    values: { min: TRIAL_CLAIMS_MIN, max: TRIAL_CLAIMS_MAX },
  },
  [TRIAL_LINK_RULE_ERROR.expiry]: { id: 'rule.trialLink.expiry', values: { max: TRIAL_EXPIRY_MAX_DAYS } },
};

const PUBLISH_RULE_CODES = new Set<string>(Object.values(PUBLISH_RULE_ERROR));
const isPublishRuleError = (message: string): message is PublishRuleError => PUBLISH_RULE_CODES.has(message);

/** The translated refusal of a publish rule, for the service's cross-field checks. */
export function publishRuleRefusal(rule: PublishRuleError): { id: MessageId; values: MessageValues } {
  const { id, values = {} } = PUBLISH_RULE_MESSAGES[rule];
  return { id, values };
}

const PLAN_RULE_CODES = new Set<string>(Object.values(PLAN_RULE_ERROR));
const isPlanRuleError = (message: string): message is PlanRuleError => PLAN_RULE_CODES.has(message);

const RULE_CODES = new Set<string>(Object.values(RULE_ERROR));
const isRuleError = (message: string): message is RuleError => RULE_CODES.has(message);

/**
 * The message id a rule code is answered with (`rule.plan.price` → `rule.plan.price`,
 * `rule.publish.media.max` → `publish.files.max`, `rule.email` → `server.rule.email`), for the
 * API reference; a code no table names gets `server.` before it.
 */
export function ruleMessageKey(code: string): string {
  if (isPlanRuleError(code)) return PLAN_RULE_MESSAGES[code].id;
  if (isPublishRuleError(code)) return PUBLISH_RULE_MESSAGES[code].id;
  if (PROFILE_RULE_MESSAGES[code]) return PROFILE_RULE_MESSAGES[code].id;
  if (FEEDBACK_RULE_MESSAGES[code]) return FEEDBACK_RULE_MESSAGES[code].id;
  if (TRACKING_LINK_RULE_MESSAGES[code]) return TRACKING_LINK_RULE_MESSAGES[code].id;
  if (FAN_LIST_RULE_MESSAGES[code]) return FAN_LIST_RULE_MESSAGES[code].id;
  if (TRIAL_LINK_RULE_MESSAGES[code]) return TRIAL_LINK_RULE_MESSAGES[code].id;
  if (isRuleError(code)) return RULE_MESSAGES[code];
  return `server.${code}`;
}

/** The message id and values for the first issue of a failed parse. */
export function invalidFieldMessage(
  error: z.core.$ZodError,
  messages: ServerMessages,
  locale: Locale,
): { id: MessageId; values: MessageValues } {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || 'data';
  // Named by its parameter like invalidField: the rule labels are inflected for their own sentences.
  if (issue?.message === CONTROL_CHARACTERS_ERROR)
    return { id: 'server.error.controlCharacters', values: { field } };
  if (issue && isPlanRuleError(issue.message)) {
    const { id, values = {} } = PLAN_RULE_MESSAGES[issue.message];
    return { id, values };
  }
  if (issue && isPublishRuleError(issue.message)) return publishRuleRefusal(issue.message);
  const profileRule = issue && PROFILE_RULE_MESSAGES[issue.message];
  if (profileRule) return { id: profileRule.id, values: profileRule.values ?? {} };
  const feedbackRule = issue && FEEDBACK_RULE_MESSAGES[issue.message];
  if (feedbackRule) return { id: feedbackRule.id, values: feedbackRule.values ?? {} };
  const trackingLinkRule = issue && TRACKING_LINK_RULE_MESSAGES[issue.message];
  if (trackingLinkRule) return { id: trackingLinkRule.id, values: trackingLinkRule.values ?? {} };
  const fanListRule = issue && FAN_LIST_RULE_MESSAGES[issue.message];
  if (fanListRule) return { id: fanListRule.id, values: fanListRule.values ?? {} };
  const trialLinkRule = issue && TRIAL_LINK_RULE_MESSAGES[issue.message];
  if (trialLinkRule) return { id: trialLinkRule.id, values: trialLinkRule.values ?? {} };
  if (!issue || !isRuleError(issue.message)) return { id: 'server.error.invalidField', values: { field } };
  const label = FIELD_LABELS[field];
  return {
    id: RULE_MESSAGES[issue.message],
    values: {
      field: label ? messages.format(locale, label) : field,
      min: issue.message === RULE_ERROR.passwordMin ? PASSWORD_MIN_LENGTH : ACCOUNT_MIN_LENGTH,
      max: ACCOUNT_MAX_LENGTH,
      length: EMAIL_CODE_LENGTH,
    },
  };
}
