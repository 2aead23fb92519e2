import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../../api/errors.ts';
import { useCreateTrialLink } from '../../../../api/create-trial-link.ts';
import { useMyPlans } from '../../../../api/list-my-plans.ts';
import { Button } from '../../../../components/atoms/button/button.tsx';
import {
  controlBoxClasses,
  CONTROL_INPUT_CLASSES,
  FormField,
} from '../../../../components/atoms/form-field/form-field.tsx';
import { Skeleton } from '../../../../components/atoms/skeleton/skeleton.tsx';
import { TextField } from '../../../../components/atoms/text-field/text-field.tsx';
import { useRuleMessage } from '../../../../components/molecules/form/rule-message.ts';
import { useZodForm } from '../../../../components/molecules/form/use-zod-form.ts';
import {
  isTrialExpiryInRange,
  localDateAfter,
  trialExpiryOf,
} from '../../../../contract/rules/trial-expiry.ts';
import {
  TRIAL_CLAIMS_MAX,
  TRIAL_CLAIMS_MIN,
  TRIAL_DAYS_MAX,
  TRIAL_DAYS_MIN,
  TRIAL_EXPIRY_MAX_DAYS,
  TRIAL_LINK_RULE_ERROR,
  trialLinkFormSchema,
} from '../../../../contract/rules/trial-link-rules.ts';
import { showPopup } from '../../../../state/popup.ts';
import { trialLinksMessages as m } from './trial-links-messages.ts';

export interface TrialLinkFormProps {
  /** The present the expiry is checked against (stories fix it). @default the clock's */
  now?: Date;
}

/**
 * Makes a free trial link: a plan of the creator's on sale, 1 to 30 days free, 1 to 10,000 claims,
 * and the last day to claim (today to 90 days ahead), checked by the contract's rules as the server
 * checks them; the server's refusals are shown on the field they name (the expiry, the plan).
 */
export function TrialLinkForm({ now }: TrialLinkFormProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const plans = useMyPlans();
  const create = useCreateTrialLink();
  const today = now ?? new Date();
  const onSale = (plans.data ?? []).filter((plan) => plan.status === 1);
  const { register, handleSubmit, setError, reset, formState } = useZodForm(trialLinkFormSchema, {
    defaultValues: { plan_id: 0, days: 7, max_claims: 100, expires_on: localDateAfter(today, 30) },
  });
  const { errors } = formState;
  const messageOf = (error: FieldError | undefined) => {
    switch (error?.message) {
      case TRIAL_LINK_RULE_ERROR.plan:
        return intl.formatMessage(m.planRequired);
      case TRIAL_LINK_RULE_ERROR.days:
        return intl.formatMessage(m.daysRange, { min: TRIAL_DAYS_MIN, max: TRIAL_DAYS_MAX });
      case TRIAL_LINK_RULE_ERROR.claims:
        return intl.formatMessage(m.claimsRange, { min: TRIAL_CLAIMS_MIN, max: TRIAL_CLAIMS_MAX });
      case TRIAL_LINK_RULE_ERROR.expiry:
        return intl.formatMessage(m.expiryRange, { max: TRIAL_EXPIRY_MAX_DAYS });
      default:
        return ruleMessage(error);
    }
  };

  const submit = handleSubmit(async (values) => {
    const expiry = trialExpiryOf(values.expires_on);
    if (!isTrialExpiryInRange(expiry, now ?? new Date())) {
      setError('expires_on', { type: 'rule', message: TRIAL_LINK_RULE_ERROR.expiry }, { shouldFocus: true });
      return;
    }
    try {
      await create.mutateAsync({
        plan_id: values.plan_id,
        days: values.days,
        max_claims: values.max_claims,
        expires_at: expiry.toISOString(),
      });
      reset();
      showPopup(intl.formatMessage(m.created));
    } catch (error) {
      const message =
        error instanceof ApiError && error.message ? error.message : intl.formatMessage(m.failed);
      setError('expires_on', { type: 'server', message }, { shouldFocus: true });
    }
  });

  if (plans.isPending) return <Skeleton className="h-32 w-full rounded-card" />;
  if (plans.isSuccess && onSale.length === 0)
    return <p className="text-sm text-ink-muted">{intl.formatMessage(m.noPlans)}</p>;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3 sm:grid-cols-2">
      <FormField label={intl.formatMessage(m.plan)} required error={messageOf(errors.plan_id)}>
        {(control) => (
          <div className={controlBoxClasses(control.invalid)}>
            <select
              id={control.id}
              aria-describedby={control.describedBy}
              aria-invalid={control.invalid || undefined}
              className={CONTROL_INPUT_CLASSES}
              {...register('plan_id', { valueAsNumber: true })}
            >
              <option value={0}>{intl.formatMessage(m.choosePlan)}</option>
              {onSale.map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {plan.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </FormField>
      <TextField
        required
        type="number"
        inputMode="numeric"
        min={TRIAL_DAYS_MIN}
        max={TRIAL_DAYS_MAX}
        label={intl.formatMessage(m.days)}
        error={messageOf(errors.days)}
        {...register('days', { valueAsNumber: true })}
      />
      <TextField
        required
        type="number"
        inputMode="numeric"
        min={TRIAL_CLAIMS_MIN}
        max={TRIAL_CLAIMS_MAX}
        label={intl.formatMessage(m.maxClaims)}
        error={messageOf(errors.max_claims)}
        {...register('max_claims', { valueAsNumber: true })}
      />
      <TextField
        required
        type="date"
        min={localDateAfter(today, 0)}
        max={localDateAfter(today, TRIAL_EXPIRY_MAX_DAYS - 1)}
        label={intl.formatMessage(m.expiresOn)}
        error={messageOf(errors.expires_on)}
        {...register('expires_on')}
      />
      <Button type="submit" loading={formState.isSubmitting} className="sm:col-span-2 sm:justify-self-start">
        {intl.formatMessage(m.create)}
      </Button>
    </form>
  );
}
