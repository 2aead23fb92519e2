import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useMyPlans } from '../../api/list-my-plans.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { alertIcon } from '../../components/atoms/icon/icons.ts';
import { TextField } from '../../components/atoms/text-field/text-field.tsx';
import { FilterChips } from '../../components/molecules/filter-chips/filter-chips.tsx';
import { PriceInput } from '../../components/molecules/price-input/price-input.tsx';
import { NetPriceNote } from '../../components/molecules/net-price-note/net-price-note.tsx';
import { useSaleRates } from '../../api/app-config.ts';
import { parsePriceInput } from '../../contract/rules/price-input.ts';
import { TextArea } from '../../components/molecules/text-area/text-area.tsx';
import type { Plan } from '../../contract/entities-social.ts';
import type { PlanFormValues } from '../../contract/rules/plan-form-rules.ts';
import {
  PLAN_CONTENT_MAX_LENGTH,
  PLAN_UNLOCK_ALL_DAYS,
  PLAN_UNLOCK_DAY_OPTIONS,
  type PlanRuleError,
} from '../../contract/rules/plan-rules.ts';
import { PlanChoiceField } from './plan-choice-field.tsx';
import { PlanLengthField } from './plan-length-field.tsx';
import { planManagerMessages as m } from './plan-manager-messages.ts';
import { PlanPicturePicker } from './plan-picture-picker.tsx';
import { usePlanForm, type PlanFormControl } from './use-plan-form.ts';
import { usePlanRuleMessage } from './use-plan-rule-message.ts';

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
  const { form, submit, saving } = usePlanForm(plan);
  const { control, register, formState } = form;
  const errorOf = (field: keyof PlanFormValues) =>
    ruleMessage(formState.errors[field]?.message as PlanRuleError | undefined);
  const content = useController({ control, name: 'content' });
  const price = useController({ control, name: 'price' });
  const picture = useController({ control, name: 'picture' });
  const refusal = formState.errors.root?.server?.message;
  const rates = useSaleRates();

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {/* The plan's name and description are the creator's words, in their own direction. */}
      <TextField
        required
        dir="auto"
        label={intl.formatMessage(m.name)}
        error={errorOf('name')}
        {...register('name')}
      />
      <TextArea
        required
        dir="auto"
        rows={3}
        maxLength={PLAN_CONTENT_MAX_LENGTH}
        label={intl.formatMessage(m.content)}
        error={errorOf('content')}
        {...content.field}
      />
      <PriceInput
        required
        name="price"
        label={intl.formatMessage(m.price)}
        value={price.field.value}
        onChange={price.field.onChange}
        error={errorOf('price')}
        hint={<NetPriceNote price={parsePriceInput(price.field.value)} rates={rates} />}
      />
      <PlanUnlockField control={control} error={errorOf('unlockDays')} />
      <PlanLengthField control={control} lockedDays={plan ? plan.expire_days : null} />
      <PlanPicturePicker
        value={picture.field.value}
        onChange={picture.field.onChange}
        error={errorOf('picture')}
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

/** How many days of past posts a new subscriber sees: all, or the last 30, 90 or 360. */
function PlanUnlockField({ control, error }: { control: PlanFormControl; error?: string }) {
  const intl = useIntl();
  const unlockDays = useController({ control, name: 'unlockDays' });
  const label = intl.formatMessage(m.unlockDays);
  const options = useMemo(
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
  return (
    <PlanChoiceField label={label} error={error}>
      <FilterChips
        label={label}
        items={options}
        value={String(unlockDays.field.value)}
        onChange={(days) => unlockDays.field.onChange(Number(days))}
        size="sm"
      />
    </PlanChoiceField>
  );
}
