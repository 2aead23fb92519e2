import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Locale } from '../../../i18n/locale-resolution.ts';
import { NATIVE_LANGUAGE_NAMES } from '../../../i18n/native-names.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import { chevronDownIcon, globeIcon } from '../../atoms/icon/icons.ts';
import { commonMessages } from '../../messages/common-messages.ts';

export const languageMessages = defineMessages({
  language: commonMessages.language,
});

export const switcherButtonClasses =
  'inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-full px-3 text-sm font-medium text-ink transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export interface LanguageSwitcherProps {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** 'full' shows the current language's name; 'compact' only the globe. @default 'full' */
  variant?: 'full' | 'compact';
  /** Where the list opens. @default 'bottom end' */
  anchor?: 'bottom end' | 'bottom start' | 'top start' | 'top end';
  className?: string;
}

// The list (Headless UI and floating-ui, about 30 kB gzipped) is its own chunk: a first visit shows
// the button only. Pointing at the button or focusing it fetches the chunk ahead of the click.
const loadListbox = () => import('./language-listbox.tsx');
const LanguageListbox = lazy(() => loadListbox().then((module) => ({ default: module.LanguageListbox })));

/**
 * Picks one of the 15 languages, each listed by its own name. The button's accessible name
 * is "Language"; the options are named by the native language names ("العربية").
 *
 * Until the first click it is a stand-in button that looks and is named the same; the click
 * mounts the listbox, which opens at once with the focus on its button.
 */
export function LanguageSwitcher(props: LanguageSwitcherProps) {
  const [asked, setAsked] = useState(false);
  const standIn = <StandInButton {...props} onAsk={() => setAsked(true)} />;
  if (!asked) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LanguageListbox {...props} openOnMount />
    </Suspense>
  );
}

function StandInButton({
  value,
  variant = 'full',
  className = '',
  onAsk,
}: LanguageSwitcherProps & { onAsk: () => void }) {
  const intl = useIntl();
  const label = intl.formatMessage(languageMessages.language);
  const prefetch = () => void loadListbox();
  return (
    <button
      type="button"
      aria-haspopup="listbox"
      aria-expanded={false}
      // The visible language name stays inside the accessible name (WCAG 2.5.3 label in name).
      aria-label={variant === 'full' ? `${label}: ${NATIVE_LANGUAGE_NAMES[value]}` : label}
      title={label}
      className={`${switcherButtonClasses} ${className}`}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={onAsk}
    >
      <Icon icon={globeIcon} size={20} />
      {variant === 'full' ? (
        <>
          <span className="truncate">{NATIVE_LANGUAGE_NAMES[value]}</span>
          <Icon icon={chevronDownIcon} size={16} className="ms-auto text-ink-subtle" />
        </>
      ) : null}
    </button>
  );
}
