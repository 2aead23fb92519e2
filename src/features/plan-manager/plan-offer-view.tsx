import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useMyPlans } from '../../api/list-my-plans.ts';
import { useEndPlanOffer, useSetPlanOffer } from '../../api/plan-offers.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { alertIcon } from '../../components/atoms/icon/icons.ts';
import { TextField } from '../../components/atoms/text-field/text-field.tsx';
import { FilterChips } from '../../components/molecules/filter-chips/filter-chips.tsx';
import { useZodForm } from '../../components/molecules/form/use-zod-form.ts';
import { OfferPrice } from '../../components/molecules/offer-price/offer-price.tsx';
import type { Plan } from '../../contract/entities-social.ts';
import { amountToCents, centsToAmount } from '../../contract/rules/money-rules.ts';
import {
  endOfLocalDay,
  isOfferPercent,
  OFFER_DAYS_MAX,
  OFFER_PERCENT_MAX,
  OFFER_PERCENT_MIN,
  OFFER_RULE_ERROR,
  offerFormSchemaFor,
  offerPriceCents,
  type OfferScope,
} from '../../contract/rules/offer-rules.ts';
import { PLAN_PRICE_MIN } from '../../contract/rules/plan-rules.ts';
import { formatPrice } from '../../i18n/format.ts';
import { planManagerBack } from '../../state/plan-manager.ts';
import { showPopup } from '../../state/popup.ts';
import { PlanChoiceField } from './plan-choice-field.tsx';
import { planOfferMessages as m } from './plan-offer-messages.ts';

const DAY_MS = 24 * 3600 * 1000;

/** A local date as the date input holds it (YYYY-MM-DD). */
function localDate(time: number): string {
  const date = new Date(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last day an offer made at `now` may run to: its whole day within OFFER_DAYS_MAX days. */
function lastOfferDay(now: Date): string {
  const limit = now.getTime() + OFFER_DAYS_MAX * DAY_MS;
  const day = localDate(limit);
  return endOfLocalDay(day).getTime() <= limit ? day : localDate(limit - DAY_MS);
}

/** A plan's offer (issue 25): the running one with End, or the form of a new one. */
export function PlanOfferView({ planId }: { planId: number }) {
  const plans = useMyPlans();
  const plan = plans.data?.find((candidate) => candidate.id === planId);
  // The list is cached (the view opens from it); a plan deleted meanwhile shows nothing.
  if (!plan) return null;
  return plan.offer ? <RunningOffer plan={plan} /> : <OfferForm plan={plan} />;
}

function RunningOffer({ plan }: { plan: Plan }) {
  const intl = useIntl();
  const end = useEndPlanOffer();
  const [refusal, setRefusal] = useState<string>();
  const endNow = async () => {
    try {
      await end.mutateAsync(plan.id);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      return;
    }
    showPopup(intl.formatMessage(m.ended));
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="font-medium text-ink">{intl.formatMessage(m.running)}</p>
      <div className="rounded-card bg-surface-sunken p-4">
        <p className="mb-1 font-semibold text-ink">
          <bdi>{plan.name}</bdi>
        </p>
        {plan.offer ? <OfferPrice price={plan.price} offer={plan.offer} size="lg" /> : null}
      </div>
      <p className="text-sm text-ink-muted">{intl.formatMessage(m.keepNote)}</p>
      {refusal ? <Refusal text={refusal} /> : null}
      <Button variant="secondary" fullWidth loading={end.isPending} onClick={() => void endNow()}>
        {intl.formatMessage(m.end)}
      </Button>
    </div>
  );
}

function Refusal({ text }: { text: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-control bg-red-50 px-3 py-2.5 text-sm text-red-700"
    >
      <Icon icon={alertIcon} size={18} className="mt-px shrink-0" />
      <span className="min-w-0 break-words">{text}</span>
    </p>
  );
}

/**
 * The form of a new offer on `plan`, on the contract's rules (offer-rules.ts): a percentage from
 * 5 to 90 that leaves at least the lowest plan price, the periods it applies to, and its last day
 * (today to 90 days on). It shows the price fans will pay as the percentage is typed.
 */
function OfferForm({ plan }: { plan: Plan }) {
  const intl = useIntl();
  const priceCents = amountToCents(plan.price);
  const now = useMemo(() => new Date(), []);
  const schema = useMemo(() => offerFormSchemaFor(priceCents, now), [priceCents, now]);
  const lastDay = lastOfferDay(now);
  const form = useZodForm(schema, {
    defaultValues: { percent: 20, scope: 'first', ends_on: localDate(now.getTime() + 7 * DAY_MS) },
  });
  const { register, control, formState, watch } = form;
  const scope = useController({ control, name: 'scope' });
  const save = useSetPlanOffer();
  const percent = watch('percent');
  const errors = formState.errors;
  const ruleMessage = (code: string | undefined) => {
    if (code === OFFER_RULE_ERROR.percent)
      return intl.formatMessage(m.rulePercent, { min: OFFER_PERCENT_MIN, max: OFFER_PERCENT_MAX });
    if (code === OFFER_RULE_ERROR.belowMinimum)
      return intl.formatMessage(m.ruleBelowMinimum, { min: formatPrice(intl, PLAN_PRICE_MIN) });
    if (code === OFFER_RULE_ERROR.endsOn)
      return intl.formatMessage(m.ruleEndsOn, {
        last: intl.formatDate(endOfLocalDay(lastDay), { dateStyle: 'medium' }),
      });
    return code;
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        subscription_id: plan.id,
        percent: values.percent,
        scope: values.scope,
        ends_ts: Math.floor(endOfLocalDay(values.ends_on).getTime() / 1000),
      });
    } catch (error) {
      form.setError('root.server', { message: error instanceof Error ? error.message : String(error) });
      return;
    }
    showPopup(intl.formatMessage(m.started));
    planManagerBack();
  });
  const scopes: { value: OfferScope; label: string }[] = [
    { value: 'first', label: intl.formatMessage(m.scopeFirst) },
    { value: 'every', label: intl.formatMessage(m.scopeEvery) },
  ];
  const preview =
    typeof percent === 'number' && isOfferPercent(percent)
      ? intl.formatMessage(m.newPrice, {
          price: formatPrice(intl, centsToAmount(offerPriceCents(priceCents, percent))),
          oldPrice: formatPrice(intl, plan.price),
        })
      : intl.formatMessage(m.percentHint, { min: OFFER_PERCENT_MIN, max: OFFER_PERCENT_MAX });
  const refusal = errors.root?.server?.message;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        <bdi className="font-semibold text-ink">{plan.name}</bdi> · {intl.formatMessage(m.intro)}
      </p>
      <TextField
        required
        type="number"
        inputMode="numeric"
        min={OFFER_PERCENT_MIN}
        max={OFFER_PERCENT_MAX}
        step={1}
        label={intl.formatMessage(m.percent)}
        hint={<span aria-live="polite">{preview}</span>}
        error={ruleMessage(errors.percent?.message)}
        {...register('percent', { valueAsNumber: true })}
      />
      <PlanChoiceField label={intl.formatMessage(m.scope)}>
        <FilterChips
          label={intl.formatMessage(m.scope)}
          items={scopes}
          value={scope.field.value}
          onChange={(value) => scope.field.onChange(value)}
          size="sm"
        />
        <p className="text-sm text-ink-muted">
          {intl.formatMessage(scope.field.value === 'every' ? m.scopeEveryHint : m.scopeFirstHint)}
        </p>
      </PlanChoiceField>
      <TextField
        required
        type="date"
        min={localDate(now.getTime())}
        max={lastDay}
        label={intl.formatMessage(m.endsOn)}
        error={ruleMessage(errors.ends_on?.message)}
        {...register('ends_on')}
      />
      {refusal ? <Refusal text={refusal} /> : null}
      <Button type="submit" fullWidth loading={save.isPending}>
        {intl.formatMessage(m.start)}
      </Button>
    </form>
  );
}
