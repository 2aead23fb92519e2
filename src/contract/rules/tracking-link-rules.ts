/**
 * The tracking link rules the app and the server share (issue 25; docs/decisions/tracking-links.md):
 * a creator names each link (1 to 40 characters, trimmed) and keeps at most 50; a link is credited
 * with what a fan it brought pays the creator within 30 days of arriving through it. Issue messages
 * are rule codes (`TRACKING_LINK_RULE_ERROR`), like plan-rules.ts: the form shows its own message
 * for each, the server answers its own (server/http/rule-messages.ts). The numbers alone, without
 * zod, are tracking-link-limits.ts.
 */
import { z } from 'zod/mini';
import { text } from '../strings.ts';
import { TRACKING_CODE_PATTERN, TRACKING_LINK_NAME_MAX_LENGTH } from './tracking-link-limits.ts';

export * from './tracking-link-limits.ts';

export const TRACKING_LINK_RULE_ERROR = {
  nameRequired: 'rule.trackingLink.name.required',
  nameLength: 'rule.trackingLink.name.length',
} as const;
export type TrackingLinkRuleError = (typeof TRACKING_LINK_RULE_ERROR)[keyof typeof TRACKING_LINK_RULE_ERROR];

/** A code as links carry it: URL-safe letters, digits, `-` and `_` (anything else is no code of ours). */
export const trackingCodeSchema = text().check(z.regex(TRACKING_CODE_PATTERN));

/** The create form and `user/createTrackingLink`: the link's name, trimmed, 1 to 40 characters. */
export const trackingLinkFormSchema = z.object({
  name: text().check(
    z.trim(),
    z.minLength(1, { message: TRACKING_LINK_RULE_ERROR.nameRequired, abort: true }),
    z.maxLength(TRACKING_LINK_NAME_MAX_LENGTH, TRACKING_LINK_RULE_ERROR.nameLength),
  ),
});
export type TrackingLinkFormValues = z.input<typeof trackingLinkFormSchema>;
