import { useId } from 'react';
import type { PayWay } from '../../../contract/entities-money.ts';
import { PAYMENT_TYPE } from '../../../contract/enums.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import { creditCardIcon, walletIcon } from '../../atoms/icon/icons.ts';
import { usePayTypeName, usePayWayRangeText } from './pay-way-names.ts';

export interface PayWayTab {
  way: PayWay;
  /** False when the amount is outside the way's min and max: shown, not choosable. */
  active: boolean;
}

export interface PayWayTabsProps {
  ways: readonly PayWayTab[];
  /** The chosen way's pay_type_id; null when none can be chosen. */
  value: number | null;
  onChange: (payTypeId: number) => void;
  /** Names the group ("Pay with"). */
  label: string;
  className?: string;
}

/**
 * The pay-way tab swiper of the payment dialog (spec §2): one tab per way in a row that scrolls
 * sideways (snapping, following the reading direction), native radios underneath so arrow keys
 * move the choice. A way that cannot take the amount is inactive, and why is said under the row
 * (payment.error.amountRange, naming the way, its minimum and maximum).
 */
export function PayWayTabs({ ways, value, onChange, label, className = '' }: PayWayTabsProps) {
  const group = useId();
  const nameOf = usePayTypeName();
  const rangeOf = usePayWayRangeText();
  const inactive = ways.filter((entry) => !entry.active);
  return (
    <fieldset className={`min-w-0 ${className}`}>
      <legend className="mb-2 text-sm font-medium text-ink-muted">{label}</legend>
      <div
        // With every way inactive nothing in the row takes focus: the row itself does, so a
        // keyboard can still scroll it to read every way.
        tabIndex={ways.some((entry) => entry.active) ? undefined : 0}
        className="-mx-1 flex snap-x snap-mandatory gap-2 overflow-x-auto px-1 pt-1 pb-2 [scrollbar-width:thin]"
      >
        {ways.map(({ way, active }) => {
          const inputId = `${group}-${way.pay_type_id}`;
          const checked = value === way.pay_type_id;
          return (
            <div key={way.pay_type_id} className="relative shrink-0 snap-start">
              <input
                id={inputId}
                type="radio"
                name={group}
                value={way.pay_type_id}
                checked={checked}
                disabled={!active}
                onChange={() => onChange(way.pay_type_id)}
                aria-describedby={active ? undefined : `${inputId}-range`}
                className="peer absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-control disabled:cursor-not-allowed"
              />
              <label
                htmlFor={inputId}
                className="pointer-events-none flex h-12 min-w-28 items-center justify-center gap-2 rounded-control bg-surface px-4 text-sm font-semibold text-ink ring-1 ring-line transition-colors peer-checked:bg-brand-50 peer-checked:text-brand-800 peer-checked:ring-2 peer-checked:ring-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:bg-surface-muted peer-disabled:text-ink-subtle"
              >
                <Icon
                  icon={way.payment_type === PAYMENT_TYPE.CREDIT_CARD ? creditCardIcon : walletIcon}
                  size={18}
                />
                <span className="whitespace-nowrap">{nameOf(way.payment_type)}</span>
              </label>
            </div>
          );
        })}
      </div>
      {inactive.length > 0 ? (
        <ul className="mt-1 flex flex-col gap-1 text-sm text-ink-muted">
          {inactive.map(({ way }) => (
            <li key={way.pay_type_id} id={`${group}-${way.pay_type_id}-range`}>
              {rangeOf(way)}
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
