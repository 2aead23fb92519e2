import { useIntl, type MessageDescriptor } from 'react-intl';
import { Checkbox } from '../../components/atoms/checkbox/checkbox.tsx';
import { PriceInput } from '../../components/molecules/price-input/price-input.tsx';
import { NetPriceNote } from '../../components/molecules/net-price-note/net-price-note.tsx';
import { useSaleRates } from '../../api/app-config.ts';
import { parsePriceInput } from '../../contract/rules/price-input.ts';
import type { Plan } from '../../contract/entities-social.ts';
import { POST_PRICE_MAX } from '../../contract/rules/publish-limits.ts';
import type { AccessLevel } from './publish-draft.ts';
import { publishMessages as m } from './publish-messages.ts';

const LEVELS: { level: AccessLevel; label: MessageDescriptor }[] = [
  { level: 'free', label: m.accessFree },
  { level: 'subscription', label: m.accessSubscription },
  { level: 'buy', label: m.accessBuy },
  { level: 'private', label: m.accessPrivate },
];

export interface AccessLevelFieldProps {
  access: AccessLevel;
  /** Asked to change the level; the form may refuse (no plan yet for subscription). */
  onAccessChange: (level: AccessLevel) => void;
  plans: readonly Plan[];
  planIds: readonly number[];
  onPlanIdsChange: (ids: number[]) => void;
  price: string;
  onPriceChange: (price: string) => void;
  plansError?: string;
  priceError?: string;
}

/** Who can see the post: everyone, subscribers of chosen plans, buyers at a price, or only the creator. */
export function AccessLevelField(props: AccessLevelFieldProps) {
  const intl = useIntl();
  const rates = useSaleRates();
  const { access, plans, planIds } = props;
  const togglePlan = (id: number, on: boolean) =>
    props.onPlanIdsChange(on ? [...planIds, id] : planIds.filter((existing) => existing !== id));

  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-ink">{intl.formatMessage(m.accessLabel)}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {LEVELS.map(({ level, label }) => (
            <label
              key={level}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control px-3 py-2 text-sm font-medium text-ink ring-1 ring-line-strong ring-inset has-checked:bg-brand-50 has-checked:text-brand-800 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name="access-level"
                value={level}
                checked={access === level}
                onChange={() => props.onAccessChange(level)}
                className="h-4 w-4 accent-brand-600"
              />
              {intl.formatMessage(label)}
            </label>
          ))}
        </div>
      </fieldset>

      {access === 'subscription' ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-ink">{intl.formatMessage(m.plansLabel)}</legend>
          {plans.map((plan) => (
            <Checkbox
              key={plan.id}
              label={<bdi>{plan.name}</bdi>}
              checked={planIds.includes(plan.id)}
              onChange={(event) => togglePlan(plan.id, event.target.checked)}
            />
          ))}
          {props.plansError ? (
            <p role="alert" className="text-sm text-red-700">
              {props.plansError}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      {access === 'buy' ? (
        <PriceInput
          label={intl.formatMessage(m.priceLabel)}
          value={props.price}
          onChange={props.onPriceChange}
          required
          hint={
            <>
              {intl.formatMessage(m.priceHint, { max: POST_PRICE_MAX })}
              <NetPriceNote price={parsePriceInput(props.price)} rates={rates} className="mt-1" />
            </>
          }
          error={props.priceError}
          name="price"
        />
      ) : null}
    </div>
  );
}
