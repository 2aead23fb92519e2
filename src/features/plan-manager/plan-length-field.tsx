import { useMemo } from 'react';
import { useController, useFormState } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '../../components/atoms/text-field/text-field.tsx';
import { FilterChips } from '../../components/molecules/filter-chips/filter-chips.tsx';
import type { ExpireChoice } from '../../contract/rules/plan-form-rules.ts';
import { PLAN_EXPIRE_DAY_PRESETS, type PlanRuleError } from '../../contract/rules/plan-rules.ts';
import { PlanChoiceField } from './plan-choice-field.tsx';
import { planManagerMessages as m } from './plan-manager-messages.ts';
import type { PlanFormControl } from './use-plan-form.ts';
import { usePlanRuleMessage } from './use-plan-rule-message.ts';

/**
 * The subscription length (spec §5): adding, a preset (30, 60, 90 days) or a custom number of
 * days typed in, its error under the chips or under the days; editing, the length the plan was
 * created with, locked.
 */
export function PlanLengthField({
  control,
  lockedDays,
}: {
  control: PlanFormControl;
  /** Editing: the plan's length, which cannot change. */
  lockedDays: number | null;
}) {
  const intl = useIntl();
  const label = intl.formatMessage(m.expireDays);
  if (lockedDays !== null)
    return (
      <TextField
        name="expire_days"
        disabled
        label={label}
        value={intl.formatMessage(m.expireDaysOption, { count: lockedDays })}
        hint={intl.formatMessage(m.expireLocked)}
        readOnly
      />
    );
  return <PlanLengthChoice control={control} label={label} />;
}

function PlanLengthChoice({ control, label }: { control: PlanFormControl; label: string }) {
  const intl = useIntl();
  const ruleMessage = usePlanRuleMessage();
  const choice = useController({ control, name: 'expireDays.choice' });
  const custom = useController({ control, name: 'expireDays.custom' });
  const { errors } = useFormState({ control, name: 'expireDays' });
  const error = ruleMessage(errors.expireDays?.message as PlanRuleError | undefined);
  const options = useMemo(
    () => [
      ...PLAN_EXPIRE_DAY_PRESETS.map((days) => ({
        value: String(days) as ExpireChoice,
        label: intl.formatMessage(m.expireDaysOption, { count: days }),
      })),
      { value: 'custom' as ExpireChoice, label: intl.formatMessage(m.expireCustom) },
    ],
    [intl],
  );
  const isCustom = choice.field.value === 'custom';
  return (
    <div className="flex flex-col gap-2">
      <PlanChoiceField label={label} error={isCustom ? undefined : error}>
        <FilterChips
          label={label}
          items={options}
          value={choice.field.value}
          onChange={choice.field.onChange}
          size="sm"
        />
      </PlanChoiceField>
      {isCustom ? (
        <TextField
          required
          name="expire_days"
          inputMode="numeric"
          label={intl.formatMessage(m.expireCustomDays)}
          value={custom.field.value}
          onChange={(event) => custom.field.onChange(event.target.value.trim())}
          error={error}
        />
      ) : null}
    </div>
  );
}
