/**
 * The mass message composer's rules (issue 25; docs/decisions/mass-messages.md), the server's own:
 * an audience (a plan of the creator's for `plan`, one of their fan lists for `list`, an amount from 1 to 100,000 with two decimals
 * for `spent`), a text of at most 2,000 characters (required unless media are attached), the
 * paid message rule for media and a price (1 to 10 pictures or one video; with either, a price
 * above 0 and at most 90 with two decimals), and a time from now to 30 days ahead when scheduled.
 * Issue messages are rule codes; the media's and the price's are the paid message's.
 */
import { z } from 'zod/mini';
import { CHAT_TEXT_MAX_LENGTH } from '../chat/chat-rules.ts';
import { moneyFromFormText } from './form-numbers.ts';
import {
  MASS_MESSAGE_SCHEDULE_MAX_DAYS,
  MASS_MESSAGE_SPENT_MAX,
  MASS_MESSAGE_SPENT_MIN,
  type MassMessageAudience,
} from './mass-message-rules.ts';
import {
  PAID_MESSAGE_RULE_ERROR,
  paidMediaProblem,
  readPaidMessagePrice,
  type PaidMediaKind,
} from './paid-message-rules.ts';

export const MASS_MESSAGE_RULE_ERROR = {
  plan: 'rule.massMessage.plan',
  list: 'rule.massMessage.list',
  minAmount: 'rule.massMessage.minAmount',
  text: 'rule.massMessage.text',
  textLength: 'rule.massMessage.textLength',
  schedule: 'rule.massMessage.schedule',
} as const;

/**
 * The composer as typed in: the media attached are counted here (the files stay with the form's
 * owner); the pictures and the video are both kept while the creator switches between them.
 */
export interface MassMessageFormValues {
  audience: MassMessageAudience;
  /** `plan`: the chosen plan's id; 0 for none chosen. */
  plan_id: number;
  /** `list`: the chosen fan list's id; 0 for none chosen. */
  list_id: number;
  /** `spent`: the least amount, as typed. */
  min_amount: string;
  text: string;
  /** What it carries beside the text: nothing (a free text), pictures or one video (both paid). */
  media_kind: 'none' | PaidMediaKind;
  pictures: number;
  /** 1 once a video is chosen. */
  video: number;
  /** The price as typed (with media); '' for none. */
  price: string;
  schedule: boolean;
  /** When to send it when `schedule`, milliseconds since the epoch. */
  send_at: number;
}

/** What `user/sendMassMessage` is sent, but for the media (uploaded first) and the client key. */
export interface MassMessageDraft {
  audience: MassMessageAudience;
  plan_id: number;
  list_id: number;
  min_amount: number;
  text: string;
  /** 0 for a free text. */
  price: number;
  /** 0 for now. */
  send_ts: number;
}

type Field = keyof MassMessageFormValues;

/** The least amount a `spent` audience asks for, or null when it breaks the rule. */
function minAmountOf(text: string): number | null {
  const amount = moneyFromFormText(text);
  if (typeof amount !== 'number') return null;
  return amount >= MASS_MESSAGE_SPENT_MIN && amount <= MASS_MESSAGE_SPENT_MAX ? amount : null;
}

/** How many of the chosen kind of media are attached: pictures, the video, or none. */
function attachedCount(values: MassMessageFormValues): number {
  if (values.media_kind === 'pictures') return values.pictures;
  return values.media_kind === 'video' ? values.video : 0;
}

/** Each field's first broken rule; empty when the composer may send. */
export function massMessageProblems(
  values: MassMessageFormValues,
  nowMs: number,
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (values.audience === 'plan' && !(values.plan_id > 0)) found.plan_id = MASS_MESSAGE_RULE_ERROR.plan;
  if (values.audience === 'list' && !(values.list_id > 0)) found.list_id = MASS_MESSAGE_RULE_ERROR.list;
  if (values.audience === 'spent' && minAmountOf(values.min_amount) === null)
    found.min_amount = MASS_MESSAGE_RULE_ERROR.minAmount;
  const text = values.text.trim();
  if (text.length > CHAT_TEXT_MAX_LENGTH) found.text = MASS_MESSAGE_RULE_ERROR.textLength;
  else if (text === '' && attachedCount(values) === 0) found.text = MASS_MESSAGE_RULE_ERROR.text;
  if (values.media_kind !== 'none') {
    const problem = paidMediaProblem({ kind: values.media_kind, count: attachedCount(values) });
    if (problem) found[values.media_kind] = problem;
    const price = readPaidMessagePrice(values.price);
    if (typeof price !== 'number') found.price = PAID_MESSAGE_RULE_ERROR[price];
  }
  if (
    values.schedule &&
    (!(values.send_at > nowMs) || values.send_at - nowMs > MASS_MESSAGE_SCHEDULE_MAX_DAYS * 86_400_000)
  )
    found.send_at = MASS_MESSAGE_RULE_ERROR.schedule;
  return found;
}

/**
 * The composer's schema on a clock (`clock()`, read at each check, for a scheduled time): the
 * form's values in, the draft out, every broken rule reported on its field.
 */
export function massMessageFormSchema(clock: () => number) {
  return z.pipe(
    z.custom<MassMessageFormValues>((value) => typeof value === 'object' && value !== null),
    z.transform((values: MassMessageFormValues, context): MassMessageDraft => {
      const found = massMessageProblems(values, clock());
      const fields = Object.keys(found) as Field[];
      if (fields.length > 0) {
        for (const field of fields)
          context.issues.push({ code: 'custom', message: found[field]!, input: values, path: [field] });
        return z.NEVER;
      }
      const price = values.media_kind === 'none' ? 0 : readPaidMessagePrice(values.price);
      return {
        audience: values.audience,
        plan_id: values.audience === 'plan' ? values.plan_id : 0,
        list_id: values.audience === 'list' ? values.list_id : 0,
        min_amount: values.audience === 'spent' ? (minAmountOf(values.min_amount) ?? 0) : 0,
        text: values.text.trim(),
        price: typeof price === 'number' ? price : 0,
        send_ts: values.schedule ? Math.floor(values.send_at / 1000) : 0,
      };
    }),
  );
}
