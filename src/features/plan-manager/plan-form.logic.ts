/**
 * The plan form's values and their check against the contract's schemas (spec §5): the same
 * rules the server applies, so the form refuses exactly what the server would.
 */
import type { Plan } from '../../contract/entities-social.ts';
import {
  PLAN_EXPIRE_DAY_PRESETS,
  PLAN_PICTURE_UPLOADS_MAX,
  PLAN_PRESET_PICTURES,
  PLAN_RULE_ERROR,
  PLAN_UNLOCK_ALL_DAYS,
  planCreateSchema,
  planEditSchema,
  type PlanRuleError,
} from '../../contract/rules/plan-rules.ts';

/** Spec §9: the form checks its fields 500 ms after the last keystroke. */
export const PLAN_VALIDATION_DEBOUNCE_MS = 500;

export type ExpireChoice = `${(typeof PLAN_EXPIRE_DAY_PRESETS)[number]}` | 'custom';

export interface PlanFormValues {
  name: string;
  content: string;
  /** As typed, e.g. "4.99". */
  price: string;
  unlockDays: number;
  expireChoice: ExpireChoice;
  /** The custom subscription length as typed, used when expireChoice is 'custom'. */
  expireCustom: string;
  /** The chosen picture URL; empty for none. */
  picture: string;
}

export type PlanFormField = 'name' | 'content' | 'price' | 'unlockDays' | 'expireDays' | 'picture';
export type PlanFormErrors = Partial<Record<PlanFormField, PlanRuleError>>;

export const EMPTY_PLAN_FORM: PlanFormValues = {
  name: '',
  content: '',
  price: '',
  unlockDays: PLAN_UNLOCK_ALL_DAYS,
  expireChoice: '30',
  expireCustom: '',
  picture: PLAN_PRESET_PICTURES[0]!.url,
};

/** The form filled from an existing plan (editing). */
export function planFormValuesOf(plan: Plan): PlanFormValues {
  const preset = PLAN_EXPIRE_DAY_PRESETS.find((days) => days === plan.expire_days);
  return {
    name: plan.name,
    content: plan.content,
    price: String(plan.price),
    unlockDays: plan.unlock_day_after_subscribe,
    expireChoice: preset ? (String(preset) as ExpireChoice) : 'custom',
    expireCustom: preset ? '' : String(plan.expire_days),
    picture: plan.picture,
  };
}

const FIELD_OF: Record<string, PlanFormField> = {
  name: 'name',
  content: 'content',
  price: 'price',
  unlock_day_after_subscribe: 'unlockDays',
  expire_days: 'expireDays',
  picture: 'picture',
};

/** What the form sends (subscription/create when adding, update without expire_days when editing). */
export function planRequestOf(values: PlanFormValues, adding: boolean) {
  const base = {
    name: values.name,
    content: values.content,
    price: values.price,
    unlock_day_after_subscribe: values.unlockDays,
    status: 1,
    picture: values.picture,
  };
  if (!adding) return base;
  const expire = values.expireChoice === 'custom' ? values.expireCustom : Number(values.expireChoice);
  return { ...base, expire_days: expire };
}

/**
 * Checks the values: the first rule each field breaks, by field, or the request to send when
 * every field is right.
 */
export function checkPlanForm(
  values: PlanFormValues,
  adding: boolean,
): { ok: true; request: ReturnType<typeof planCreateSchema.parse> } | { ok: false; errors: PlanFormErrors } {
  const schema = adding ? planCreateSchema : planEditSchema;
  const result = schema.safeParse(planRequestOf(values, adding));
  if (result.success) return { ok: true, request: result.data as ReturnType<typeof planCreateSchema.parse> };
  const errors: PlanFormErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (!field || errors[field]) continue;
    const known = Object.values(PLAN_RULE_ERROR).includes(issue.message as PlanRuleError);
    errors[field] = known ? (issue.message as PlanRuleError) : ruleOfField(field);
  }
  return { ok: false, errors };
}

function ruleOfField(field: PlanFormField): PlanRuleError {
  switch (field) {
    case 'name':
      return PLAN_RULE_ERROR.nameRequired;
    case 'content':
      return PLAN_RULE_ERROR.contentRequired;
    case 'price':
      return PLAN_RULE_ERROR.price;
    case 'unlockDays':
      return PLAN_RULE_ERROR.unlockDays;
    case 'expireDays':
      return PLAN_RULE_ERROR.expireDays;
    case 'picture':
      return PLAN_RULE_ERROR.picture;
  }
}

/** Spec §5, §9: 7 uploads beside the 3 presets; one more gives info.upToTen. */
export function canAddPictureUpload(uploadCount: number): boolean {
  return uploadCount < PLAN_PICTURE_UPLOADS_MAX;
}
