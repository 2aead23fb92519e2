import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFanLists } from '../../../api/fan-lists.ts';
import { useMassAudienceCount } from '../../../api/count-mass-message-audience.ts';
import { useMyPlans } from '../../../api/list-my-plans.ts';
import {
  controlBoxClasses,
  CONTROL_INPUT_CLASSES,
  FormField,
} from '../../../components/atoms/form-field/form-field.tsx';
import { TextField } from '../../../components/atoms/text-field/text-field.tsx';
import type { MassAudienceRequest } from '../../../contract/calls/mass-messages.ts';
import { moneyFromFormText } from '../../../contract/rules/form-numbers.ts';
import {
  MASS_MESSAGE_AUDIENCES,
  MASS_MESSAGE_SPENT_MAX,
  MASS_MESSAGE_SPENT_MIN,
  type MassMessageAudience,
} from '../../../contract/rules/mass-message-rules.ts';
import { CHOICE_TILE_CLASS } from './choice-tile.ts';
import { massMessagesMessages as m } from './mass-messages-messages.ts';

/** The audience as the count call takes it, or null while its plan or amount is missing or broken. */
export function audienceRequestOf(
  audience: MassMessageAudience,
  planId: number,
  minAmount: string,
  listId = 0,
): Required<MassAudienceRequest> | null {
  if (audience === 'plan')
    return planId > 0 ? { audience, plan_id: planId, min_amount: 0, list_id: 0 } : null;
  if (audience === 'list')
    return listId > 0 ? { audience, plan_id: 0, min_amount: 0, list_id: listId } : null;
  if (audience === 'spent') {
    const amount = moneyFromFormText(minAmount);
    if (typeof amount !== 'number' || amount < MASS_MESSAGE_SPENT_MIN || amount > MASS_MESSAGE_SPENT_MAX)
      return null;
    return { audience, plan_id: 0, min_amount: amount, list_id: 0 };
  }
  return { audience, plan_id: 0, min_amount: 0, list_id: 0 };
}

const NONE: Required<MassAudienceRequest> = {
  audience: 'subscribers',
  plan_id: 0,
  min_amount: 0,
  list_id: 0,
};

/** The count of an audience (or nothing while it cannot be asked), as a radio's second line shows it. */
function useCountOf(request: Required<MassAudienceRequest> | null) {
  const query = useMassAudienceCount(request ?? NONE, request !== null);
  return request === null ? undefined : query;
}

export interface AudienceFieldProps {
  audience: MassMessageAudience;
  planId: number;
  minAmount: string;
  listId: number;
  /** The radios' registration (react-hook-form). */
  audienceInput: UseFormRegisterReturn<'audience'>;
  planInput: UseFormRegisterReturn<'plan_id'>;
  listInput: UseFormRegisterReturn<'list_id'>;
  listError?: string | undefined;
  /** Whether the lists' manager is open (it sits outside the composer's form, on the screen). */
  managingLists?: boolean;
  /** Opens or closes the lists' manager. */
  onManageLists?: (() => void) | undefined;
  minAmountInput: UseFormRegisterReturn<'min_amount'>;
  planError?: string | undefined;
  minAmountError?: string | undefined;
}

/**
 * Whom the mass message goes to (issue 25): all subscribers, one plan's, the expired, fans who
 * spent at least an amount, or one of the creator's fan lists, each with how many fans it reaches
 * now (user/countMassMessageAudience, the server's own audience), and below the choice the live
 * reach of the chosen one. With "A list", a picker of the creator's lists and "Manage lists", which
 * opens the lists' manager on the screen (docs/decisions/fan-lists.md).
 */
export function AudienceField(props: AudienceFieldProps) {
  const intl = useIntl();
  const plans = useMyPlans();
  const { audience, planId, minAmount, listId } = props;
  const fanLists = useFanLists('', audience === 'list');
  const counts: Record<MassMessageAudience, ReturnType<typeof useCountOf>> = {
    subscribers: useCountOf(audienceRequestOf('subscribers', 0, '')),
    plan: useCountOf(audienceRequestOf('plan', planId, '')),
    expired: useCountOf(audienceRequestOf('expired', 0, '')),
    spent: useCountOf(audienceRequestOf('spent', 0, minAmount)),
    list: useCountOf(audienceRequestOf('list', 0, '', listId)),
  };
  const chosen = counts[audience];
  const countText = (count: ReturnType<typeof useCountOf>) =>
    count?.isSuccess ? intl.formatMessage(m.fans, { count: count.data.count }) : '';
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-ink">{intl.formatMessage(m.audience)}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {MASS_MESSAGE_AUDIENCES.map((choice) => (
            <label key={choice} className={CHOICE_TILE_CLASS}>
              <input
                type="radio"
                value={choice}
                className="h-4 w-4 shrink-0 accent-brand-600"
                {...props.audienceInput}
              />
              <span className="flex min-w-0 flex-1 flex-col">
                {intl.formatMessage(m[choice])}
                {countText(counts[choice]) ? (
                  <span className="text-xs font-normal text-ink-muted tabular-nums">
                    {countText(counts[choice])}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {audience === 'plan' ? (
        <FormField label={intl.formatMessage(m.choosePlan)} required error={props.planError}>
          {(control) => (
            <div className={controlBoxClasses(control.invalid)}>
              <select
                id={control.id}
                aria-describedby={control.describedBy}
                aria-invalid={control.invalid || undefined}
                className={CONTROL_INPUT_CLASSES}
                {...props.planInput}
              >
                <option value={0}>{intl.formatMessage(m.choosePlanOption)}</option>
                {(plans.data ?? []).map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.name}
                  </option>
                ))}
              </select>
            </div>
          )}
        </FormField>
      ) : null}
      {audience === 'list' ? (
        <div className="flex flex-col gap-2">
          <FormField label={intl.formatMessage(m.chooseList)} required error={props.listError}>
            {(control) => (
              <div className={controlBoxClasses(control.invalid)}>
                <select
                  id={control.id}
                  aria-describedby={control.describedBy}
                  aria-invalid={control.invalid || undefined}
                  className={CONTROL_INPUT_CLASSES}
                  {...props.listInput}
                >
                  <option value={0}>{intl.formatMessage(m.chooseListOption)}</option>
                  {(fanLists.data?.list ?? []).map((list) => (
                    <option key={list.id} value={list.id}>
                      {intl.formatMessage(m.listOption, { name: list.name, count: list.count })}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </FormField>
          {props.onManageLists ? (
            <button
              type="button"
              aria-expanded={props.managingLists ?? false}
              aria-controls={props.managingLists ? 'mass-messages-fan-lists' : undefined}
              onClick={props.onManageLists}
              className="inline-flex min-h-9 items-center self-start rounded-full px-3 text-sm font-medium text-brand-700 ring-1 ring-line-strong hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {intl.formatMessage(props.managingLists ? m.closeLists : m.manageLists)}
            </button>
          ) : null}
        </div>
      ) : null}
      {audience === 'spent' ? (
        <TextField
          required
          inputMode="decimal"
          autoComplete="off"
          label={intl.formatMessage(m.minAmount)}
          error={props.minAmountError}
          {...props.minAmountInput}
        />
      ) : null}
      <p aria-live="polite" className="text-sm font-medium text-ink">
        {chosen === undefined
          ? null
          : chosen.isPending
            ? intl.formatMessage(m.counting)
            : chosen.isError
              ? intl.formatMessage(m.countFailed)
              : intl.formatMessage(m.reach, { count: chosen.data.count })}
      </p>
    </div>
  );
}
