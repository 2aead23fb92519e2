import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { defineMessages, useIntl } from 'react-intl';
import { SUPPORTED_LOCALES, type Locale } from '../../../i18n/locale-resolution.ts';
import { NATIVE_LANGUAGE_NAMES } from '../../../i18n/native-names.ts';
import { Icon } from '../../atoms/icon/icon.tsx';

const messages = defineMessages({
  language: { id: 'nav.language', defaultMessage: 'Language' },
});

export interface LanguageSwitcherProps {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** 'full' shows the current language's name; 'compact' only the globe. @default 'full' */
  variant?: 'full' | 'compact';
  /** Where the list opens. @default 'bottom end' */
  anchor?: 'bottom end' | 'bottom start' | 'top start' | 'top end';
  className?: string;
}

/**
 * Picks one of the 15 languages, each listed by its own name. The button's accessible name
 * is "Language"; the options are named by the native language names ("العربية").
 */
export function LanguageSwitcher({
  value,
  onChange,
  variant = 'full',
  anchor = 'bottom end',
  className = '',
}: LanguageSwitcherProps) {
  const intl = useIntl();
  const label = intl.formatMessage(messages.language);
  return (
    <Listbox value={value} onChange={onChange}>
      <ListboxButton
        // The visible language name stays inside the accessible name (WCAG 2.5.3 label in name).
        aria-label={variant === 'full' ? `${label}: ${NATIVE_LANGUAGE_NAMES[value]}` : label}
        title={label}
        className={`inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-full px-3 text-sm font-medium text-ink transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-open:bg-surface-sunken ${className}`}
      >
        <Icon name="globe" size={20} />
        {variant === 'full' ? (
          <>
            <span className="truncate">{NATIVE_LANGUAGE_NAMES[value]}</span>
            <Icon name="chevronDown" size={16} className="ms-auto text-ink-subtle" />
          </>
        ) : null}
      </ListboxButton>
      <ListboxOptions
        anchor={{ to: anchor, gap: 8 }}
        modal={false}
        className="z-50 max-h-80 w-56 overflow-y-auto rounded-2xl bg-surface p-1.5 shadow-raised ring-1 ring-line focus:outline-none"
      >
        {SUPPORTED_LOCALES.map((locale) => (
          <ListboxOption
            key={locale}
            value={locale}
            lang={locale}
            className="group flex min-h-10 cursor-pointer items-center gap-2 rounded-xl px-3 text-sm text-ink data-focus:bg-brand-50 data-selected:font-semibold"
          >
            <span className="flex-1 text-start">{NATIVE_LANGUAGE_NAMES[locale]}</span>
            <Icon name="check" size={16} className="invisible text-brand-600 group-data-selected:visible" />
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
