/**
 * Turns the first failed parameter of a call into a message the app can show as is. The
 * contract's account rules report rule codes (`rule.password.min`); those become the matching
 * translated sentence naming the field, with the spec's numbers. Anything else gets the generic
 * "The field "x" is missing or invalid." A control character in a string (src/contract/strings.ts)
 * gets "The field "x" contains characters that are not allowed."
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

const RULE_CODES = new Set<string>(Object.values(RULE_ERROR));
const isRuleError = (message: string): message is RuleError => RULE_CODES.has(message);

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
