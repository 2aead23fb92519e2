import { useIntl, defineMessages } from 'react-intl';
import { SUPPORTED_LOCALES, type Locale } from '../../../i18n/locale-resolution.ts';
import { NATIVE_LANGUAGE_NAMES } from '../../../i18n/native-names.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import { checkIcon } from '../../atoms/icon/icons.ts';
import { commonMessages } from '../../messages/common-messages.ts';

const messages = defineMessages({
  label: commonMessages.language,
});

export interface LanguageListProps {
  value: Locale;
  onChange: (locale: Locale) => void;
  className?: string;
}

/** The 15 languages as a list of choices, each in its own script; the current one ticked. */
export function LanguageList({ value, onChange, className = '' }: LanguageListProps) {
  const intl = useIntl();
  return (
    <ul aria-label={intl.formatMessage(messages.label)} className={`flex flex-col gap-1 ${className}`}>
      {SUPPORTED_LOCALES.map((locale) => {
        const current = locale === value;
        return (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
              aria-current={current ? 'true' : undefined}
              onClick={() => onChange(locale)}
              className={`flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-start transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600 ${current ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink'}`}
            >
              <span className="flex-1">{NATIVE_LANGUAGE_NAMES[locale]}</span>
              {current ? <Icon icon={checkIcon} size={18} /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
