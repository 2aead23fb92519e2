import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from './locale-resolution.ts';
import type { Messages } from './messages.ts';

/** BCP 47 spelling for Intl APIs: `zh-cn` → `zh-CN`, `en-xa` → `en-XA`. */
export function intlLocaleTag(locale: string): string {
  const [language = DEFAULT_LOCALE, region] = locale.split('-');
  return region ? `${language}-${region.toUpperCase()}` : language;
}

export interface IntlShellProps {
  /** One of the 15 locales or a pseudo-locale (en-xa, ar-xb). */
  locale: string;
  messages: Messages;
  children: ReactNode;
}

/**
 * The react-intl provider every tree renders under (the app, Storybook, tests). Missing
 * messages fall back to the English `defaultMessage` beside the component.
 */
export function IntlShell({ locale, messages, children }: IntlShellProps) {
  return (
    <IntlProvider
      locale={intlLocaleTag(locale)}
      messages={messages}
      defaultLocale="en"
      onError={(error) => {
        if (error.code === 'MISSING_TRANSLATION') return;
        console.error(error);
      }}
    >
      {children}
    </IntlProvider>
  );
}
