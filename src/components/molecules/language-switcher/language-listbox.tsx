import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { SUPPORTED_LOCALES } from '../../../i18n/locale-resolution.ts';
import { NATIVE_LANGUAGE_NAMES } from '../../../i18n/native-names.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import { checkIcon, chevronDownIcon, globeIcon } from '../../atoms/icon/icons.ts';

import {
  languageMessages as messages,
  switcherButtonClasses,
  type LanguageSwitcherProps,
} from './language-switcher.tsx';

/**
 * The language switcher once asked for: Headless UI's listbox (with floating-ui), loaded on demand
 * by language-switcher.tsx. Mounted by a click on the stand-in button, it takes over its focus and
 * opens at once, so that one click opens the list as it always did.
 */
export function LanguageListbox({
  value,
  onChange,
  variant = 'full',
  anchor = 'bottom end',
  className = '',
  openOnMount = false,
}: LanguageSwitcherProps & { openOnMount?: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage(messages.language);
  const button = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // Once only: Strict Mode runs effects twice, and a second click would close the list again.
    if (!openOnMount || opened.current) return;
    opened.current = true;
    button.current?.focus();
    button.current?.click();
  }, [openOnMount]);
  return (
    <Listbox value={value} onChange={onChange}>
      <ListboxButton
        ref={button}
        // The visible language name stays inside the accessible name (WCAG 2.5.3 label in name).
        aria-label={variant === 'full' ? `${label}: ${NATIVE_LANGUAGE_NAMES[value]}` : label}
        title={label}
        className={`${switcherButtonClasses} data-open:bg-surface-sunken ${className}`}
      >
        <Icon icon={globeIcon} size={20} />
        {variant === 'full' ? (
          <>
            <span className="truncate">{NATIVE_LANGUAGE_NAMES[value]}</span>
            <Icon icon={chevronDownIcon} size={16} className="ms-auto text-ink-subtle" />
          </>
        ) : null}
      </ListboxButton>
      {/* Headless UI caps the list at the room left between the button and the window's edge
          (8 px short of it) and it scrolls inside itself beyond that, so it fits any window. */}
      <ListboxOptions
        anchor={{ to: anchor, gap: 8, padding: 8 }}
        modal={false}
        className="z-50 w-56 overflow-y-auto overscroll-contain rounded-2xl bg-surface p-1.5 shadow-raised ring-1 ring-line focus:outline-none"
      >
        {SUPPORTED_LOCALES.map((locale) => (
          <ListboxOption
            key={locale}
            value={locale}
            lang={locale}
            className="group flex min-h-10 cursor-pointer items-center gap-2 rounded-xl px-3 text-sm text-ink data-focus:bg-brand-50 data-selected:font-semibold"
          >
            <span className="flex-1 text-start">{NATIVE_LANGUAGE_NAMES[locale]}</span>
            <Icon
              icon={checkIcon}
              size={16}
              className="invisible text-brand-600 group-data-selected:visible"
            />
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
