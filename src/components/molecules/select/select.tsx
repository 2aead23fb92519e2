import {
  Description,
  Field,
  Label,
  Listbox,
  ListboxButton,
  ListboxOption,
  ListboxOptions,
} from '@headlessui/react';
import type { ReactNode } from 'react';
import { Icon } from '../../atoms/icon/icon.tsx';
import { checkIcon, chevronDownIcon } from '../../atoms/icon/icons.ts';

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
  /** @default false */
  disabled?: boolean;
}

export interface SelectProps<T extends string | number> {
  label: ReactNode;
  options: readonly SelectOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  /** Shown on the button while nothing is chosen. */
  placeholder?: string;
  error?: ReactNode;
  /** @default false */
  disabled?: boolean;
  /** Form field name; Headless UI renders a hidden input with it. */
  name?: string;
  className?: string;
}

/** A labelled single choice from a list (Headless UI Listbox: arrows, type-ahead, Esc). */
export function Select<T extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder = '',
  error,
  disabled = false,
  name,
  className = '',
}: SelectProps<T>) {
  const selected = options.find((option) => option.value === value);
  return (
    <Field disabled={disabled} className={`flex flex-col gap-1.5 ${className}`}>
      <Label className="text-sm font-medium text-ink">{label}</Label>
      <Listbox
        value={value}
        onChange={(next: T | null) => next !== null && onChange(next)}
        name={name}
        invalid={Boolean(error)}
      >
        <ListboxButton
          className={`flex h-11 w-full items-center justify-between gap-2 rounded-control bg-surface px-3.5 text-start text-[0.9375rem] ring-1 ring-inset transition-shadow data-disabled:cursor-not-allowed data-disabled:bg-surface-sunken data-focus:ring-2 data-focus:outline-none ${error ? 'ring-red-600' : 'ring-line-strong data-focus:ring-brand-600'}`}
        >
          <span className={`truncate ${selected ? 'text-ink' : 'text-ink-subtle'}`}>
            {selected?.label ?? placeholder}
          </span>
          <Icon icon={chevronDownIcon} size={18} className="text-ink-muted" />
        </ListboxButton>
        <ListboxOptions
          anchor={{ to: 'bottom start', gap: 6 }}
          modal={false}
          className="z-50 max-h-72 w-(--button-width) overflow-auto rounded-control bg-surface p-1 shadow-raised ring-1 ring-line focus:outline-none"
        >
          {options.map((option) => (
            <ListboxOption
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className="group flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-[0.9375rem] text-ink select-none data-disabled:cursor-not-allowed data-disabled:text-ink-subtle data-focus:bg-brand-50"
            >
              <Icon
                icon={checkIcon}
                size={16}
                className="invisible text-brand-700 group-data-selected:visible"
              />
              {option.label}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      {/* Description inside Field is wired to the button's aria-describedby by Headless UI. */}
      {error ? <Description className="text-sm text-red-700">{error}</Description> : null}
    </Field>
  );
}
