import { Description, Field, Label, Switch as HeadlessSwitch } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** @default false */
  disabled?: boolean;
  /** Form field name; Headless UI renders a hidden input with it. */
  name?: string;
  className?: string;
}

/** An on/off setting that applies at once (Headless UI Switch, role="switch"). */
export function Switch({
  label,
  description,
  checked,
  onChange,
  disabled = false,
  name,
  className = '',
}: SwitchProps) {
  return (
    <Field disabled={disabled} className={`flex items-center justify-between gap-4 ${className}`}>
      <span className="flex flex-col gap-0.5">
        <Label className="text-[0.9375rem] text-ink data-disabled:text-ink-muted">{label}</Label>
        {description ? <Description className="text-sm text-ink-muted">{description}</Description> : null}
      </span>
      <HeadlessSwitch
        checked={checked}
        onChange={onChange}
        name={name}
        className="group relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-line-strong p-0.5 transition-colors data-checked:bg-brand-600 data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-600"
      >
        {/* Logical translate: the knob travels toward the end edge, mirrored in RTL. */}
        <span
          aria-hidden="true"
          className="h-6 w-6 rounded-full bg-white shadow-sm transition-transform group-data-checked:translate-x-5 rtl:group-data-checked:-translate-x-5"
        />
      </HeadlessSwitch>
    </Field>
  );
}
