import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useCreatePlan } from '../../api/create-plan.ts';
import { useMyPlans } from '../../api/list-my-plans.ts';
import { useUpdatePlan } from '../../api/update-plan.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { alertIcon } from '../../components/atoms/icon/icons.ts';
import { TextField } from '../../components/atoms/text-field/text-field.tsx';
import { PriceInput } from '../../components/molecules/price-input/price-input.tsx';
import { FilterChips } from '../../components/molecules/filter-chips/filter-chips.tsx';
import { TextArea } from '../../components/molecules/text-area/text-area.tsx';
import type { Plan } from '../../contract/entities-social.ts';
import {
  PLAN_CONTENT_MAX_LENGTH,
  PLAN_EXPIRE_DAY_PRESETS,
  PLAN_UNLOCK_ALL_DAYS,
  PLAN_UNLOCK_DAY_OPTIONS,
} from '../../contract/rules/plan-rules.ts';
import { planManagerBack } from '../../state/plan-manager.ts';
import { showPopup } from '../../state/popup.ts';
import {
  checkPlanForm,
  EMPTY_PLAN_FORM,
  PLAN_VALIDATION_DEBOUNCE_MS,
  planFormValuesOf,
  type ExpireChoice,
  type PlanFormErrors,
  type PlanFormField,
  type PlanFormValues,
} from './plan-form.logic.ts';
import { planManagerMessages as m } from './plan-manager-messages.ts';
import { PlanPicturePicker } from './plan-picture-picker.tsx';
import { usePlanRuleMessage } from './use-plan-rule-message.ts';

const ALL_FIELDS: PlanFormField[] = ['name', 'content', 'price', 'unlockDays', 'expireDays', 'picture'];

/** The form of a new plan (`plan` absent) or of an existing one. */
export function PlanFormView({ planId }: { planId: number | null }) {
  const plans = useMyPlans();
  if (planId === null) return <PlanForm plan={null} />;
  const plan = plans.data?.find((candidate) => candidate.id === planId);
  // The list is cached (the form opens from it); a plan deleted meanwhile sends back to it.
  if (!plan) return null;
  return <PlanForm plan={plan} />;
}

/**
 * The add/edit form (spec §5): name, description, price, unlock days and, only when adding, the
 * subscription length; the picture. Each field is checked 500 ms after the last change once
 * touched (spec §9) and all at once on save, with the contract's rules; errors show inline.
 * Leaving the form (back, close) unmounts it, which clears it (spec §4).
 */
function PlanForm({ plan }: { plan: Plan | null }) {
  const intl = useIntl();
  const ruleMessage = usePlanRuleMessage();
  const adding = plan === null;
  const [values, setValues] = useState<PlanFormValues>(() =>
    plan ? planFormValuesOf(plan) : EMPTY_PLAN_FORM,
  );
  const [touched, setTouched] = useState<Set<PlanFormField>>(new Set());
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const saving = create.isPending || update.isPending;

  useEffect(() => {
    if (touched.size === 0) return;
    const timer = setTimeout(() => {
      const result = checkPlanForm(values, adding);
      const found = result.ok ? {} : result.errors;
      setErrors(
        Object.fromEntries([...touched].flatMap((field) => (found[field] ? [[field, found[field]]] : []))),
      );
    }, PLAN_VALIDATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values, touched, adding]);

  const change =
    <K extends keyof PlanFormValues>(key: K, field: PlanFormField) =>
    (value: PlanFormValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
    };

  const save = async () => {
    setRefusal(null);
    const result = checkPlanForm(values, adding);
    setTouched(new Set(ALL_FIELDS));
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      if (plan) await update.mutateAsync({ ...result.request, id: plan.id });
      else await create.mutateAsync(result.request);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      return;
    }
    showPopup(intl.formatMessage(m.saved));
    planManagerBack();
  };

  const unlockOptions = useMemo(
    () =>
      PLAN_UNLOCK_DAY_OPTIONS.map((days) => ({
        value: String(days),
        label:
          days === PLAN_UNLOCK_ALL_DAYS
            ? intl.formatMessage(m.unlockAll)
            : intl.formatMessage(m.unlockLast, { count: days }),
      })),
    [intl],
  );
  const expireOptions = useMemo(
    () => [
      ...PLAN_EXPIRE_DAY_PRESETS.map((days) => ({
        value: String(days) as ExpireChoice,
        label: intl.formatMessage(m.expireDaysOption, { count: days }),
      })),
      { value: 'custom' as ExpireChoice, label: intl.formatMessage(m.expireCustom) },
    ],
    [intl],
  );
  const expireLabel = intl.formatMessage(m.expireDays);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="flex flex-col gap-4"
    >
      <TextField
        required
        name="name"
        label={intl.formatMessage(m.name)}
        value={values.name}
        onChange={(event) => change('name', 'name')(event.target.value)}
        error={ruleMessage(errors.name)}
      />
      <TextArea
        required
        name="content"
        rows={3}
        maxLength={PLAN_CONTENT_MAX_LENGTH}
        label={intl.formatMessage(m.content)}
        value={values.content}
        onChange={(event) => change('content', 'content')(event.target.value)}
        error={ruleMessage(errors.content)}
      />
      <PriceInput
        required
        name="price"
        label={intl.formatMessage(m.price)}
        value={values.price}
        onChange={change('price', 'price')}
        error={ruleMessage(errors.price)}
      />
      <ChoiceField label={intl.formatMessage(m.unlockDays)} error={ruleMessage(errors.unlockDays)}>
        <FilterChips
          label={intl.formatMessage(m.unlockDays)}
          items={unlockOptions}
          value={String(values.unlockDays)}
          onChange={(days) => change('unlockDays', 'unlockDays')(Number(days))}
          size="sm"
        />
      </ChoiceField>
      {adding ? (
        <div className="flex flex-col gap-2">
          <ChoiceField
            label={expireLabel}
            error={values.expireChoice === 'custom' ? undefined : ruleMessage(errors.expireDays)}
          >
            <FilterChips
              label={expireLabel}
              items={expireOptions}
              value={values.expireChoice}
              onChange={change('expireChoice', 'expireDays')}
              size="sm"
            />
          </ChoiceField>
          {values.expireChoice === 'custom' ? (
            <TextField
              required
              name="expire_days"
              inputMode="numeric"
              label={intl.formatMessage(m.expireCustomDays)}
              value={values.expireCustom}
              onChange={(event) => change('expireCustom', 'expireDays')(event.target.value.trim())}
              error={ruleMessage(errors.expireDays)}
            />
          ) : null}
        </div>
      ) : (
        <TextField
          name="expire_days"
          disabled
          label={expireLabel}
          value={intl.formatMessage(m.expireDaysOption, { count: plan.expire_days })}
          hint={intl.formatMessage(m.expireLocked)}
          readOnly
        />
      )}
      <PlanPicturePicker
        value={values.picture}
        onChange={change('picture', 'picture')}
        error={ruleMessage(errors.picture)}
      />
      {refusal ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-control bg-red-50 px-3 py-2.5 text-sm text-red-700"
        >
          <Icon icon={alertIcon} size={18} className="mt-px shrink-0" />
          <span className="min-w-0 break-words">{refusal}</span>
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={saving}>
        {intl.formatMessage(m.save)}
      </Button>
    </form>
  );
}

/** A labelled group of choice chips with its error under it. */
function ChoiceField({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium text-ink">{label}</p>
      {children}
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
