/**
 * A creator's fan lists (issue 25; docs/decisions/fan-lists.md): named lists of fans a creator
 * keeps by hand, each a mass message audience. The numbers and the name rule the app and the
 * server share. Issue messages are rule codes, like tracking-link-rules.ts: the form shows its own
 * message for each, the server answers its own (server/http/rule-messages.ts).
 */
import { z } from 'zod/mini';
import { text } from '../strings.ts';

/** The longest list name, in characters. */
export const FAN_LIST_NAME_MAX_LENGTH = 50;
/** Lists one creator may keep at once. */
export const FAN_LISTS_MAX = 50;
/** Fans one list may hold. */
export const FAN_LIST_FANS_MAX = 10_000;

export const FAN_LIST_RULE_ERROR = {
  nameRequired: 'rule.fanList.name.required',
  nameLength: 'rule.fanList.name.length',
} as const;

/** A list's name: trimmed, 1 to 50 characters (unique among the creator's lists, whatever the letter case: the server's check). */
export const fanListNameSchema = text().check(
  z.trim(),
  z.minLength(1, { message: FAN_LIST_RULE_ERROR.nameRequired, abort: true }),
  z.maxLength(FAN_LIST_NAME_MAX_LENGTH, FAN_LIST_RULE_ERROR.nameLength),
);

/** The create and rename form. */
export const fanListFormSchema = z.object({ name: fanListNameSchema });
export type FanListFormValues = z.input<typeof fanListFormSchema>;
