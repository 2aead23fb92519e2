import { describe, expect, it } from 'vitest';
import {
  canAddPictureUpload,
  EMPTY_PLAN_FORM,
  planFormSchema,
  planFormValuesOf,
  type PlanFormField,
  type PlanFormValues,
} from './plan-form-rules.ts';
import { PLAN_PRESET_PICTURES, PLAN_RULE_ERROR } from './plan-rules.ts';

const valid: PlanFormValues = { ...EMPTY_PLAN_FORM, name: 'Gold', content: 'Every post', price: '9.99' };

/** The request to send, or the first rule each field breaks, by field (as the form shows them). */
function checkPlanForm(values: PlanFormValues, adding: boolean) {
  const result = planFormSchema(adding).safeParse(values);
  if (result.success) return { ok: true as const, request: result.data };
  const errors: Partial<Record<PlanFormField, string>> = {};
  for (const issue of result.error.issues) errors[issue.path[0] as PlanFormField] ??= issue.message;
  return { ok: false as const, errors };
}

describe('the plan form rules (spec §5)', () => {
  it('accepts a plan with name, content, a price of 1 to 999 and a 30-day length', () => {
    const result = checkPlanForm(valid, true);
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.request).toMatchObject({
        price: 9.99,
        expire_days: 30,
        unlock_day_after_subscribe: 1000,
      });
  });

  it('requires the name and the description, at most 32 and 300 characters', () => {
    expect(checkPlanForm({ ...valid, name: ' ', content: '' }, true)).toEqual({
      ok: false,
      errors: { name: PLAN_RULE_ERROR.nameRequired, content: PLAN_RULE_ERROR.contentRequired },
    });
    expect(checkPlanForm({ ...valid, name: 'x'.repeat(33), content: 'y'.repeat(301) }, true)).toEqual({
      ok: false,
      errors: { name: PLAN_RULE_ERROR.nameLength, content: PLAN_RULE_ERROR.contentLength },
    });
    expect(checkPlanForm({ ...valid, name: 'x'.repeat(32), content: 'y'.repeat(300) }, true).ok).toBe(true);
  });

  it.each(['', '0.99', '999.01', '1.005', 'abc'])('refuses the price %j', (price) => {
    expect(checkPlanForm({ ...valid, price }, true)).toEqual({
      ok: false,
      errors: { price: PLAN_RULE_ERROR.price },
    });
  });

  it.each(['1', '999', '4.5'])('accepts the price %j', (price) => {
    expect(checkPlanForm({ ...valid, price }, true).ok).toBe(true);
  });

  it('takes a custom length of 7 to 365 days, only when adding', () => {
    const custom = (days: string): PlanFormValues => ({
      ...valid,
      expireDays: { choice: 'custom', custom: days },
    });
    expect(checkPlanForm(custom('6'), true)).toEqual({
      ok: false,
      errors: { expireDays: PLAN_RULE_ERROR.expireDays },
    });
    expect(checkPlanForm(custom('366'), true).ok).toBe(false);
    expect(checkPlanForm(custom('7'), true).ok).toBe(true);
    expect(checkPlanForm(custom('365'), true).ok).toBe(true);
    // Editing leaves the length out: a wrong one cannot block the save.
    const edited = checkPlanForm(custom('6'), false);
    expect(edited.ok).toBe(true);
    if (edited.ok) expect(edited.request).not.toHaveProperty('expire_days');
  });

  it('fills the form from a plan: a preset length or a custom one', () => {
    const plan = {
      id: 1,
      name: 'Gold',
      content: 'c',
      price: 5,
      expire_days: 45,
      unlock_day_after_subscribe: 30,
      picture: PLAN_PRESET_PICTURES[1]!.url,
      status: 1,
      article_contain: 0,
      is_subscribed: 0 as const,
      offer: null,
    };
    expect(planFormValuesOf(plan)).toMatchObject({
      expireDays: { choice: 'custom', custom: '45' },
      price: '5',
    });
    expect(planFormValuesOf({ ...plan, expire_days: 90 })).toMatchObject({ expireDays: { choice: '90' } });
  });

  it('allows 7 uploaded pictures beside the 3 presets', () => {
    expect(canAddPictureUpload(6)).toBe(true);
    expect(canAddPictureUpload(7)).toBe(false);
  });
});
