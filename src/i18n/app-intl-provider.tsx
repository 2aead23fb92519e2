import { useEffect, useState, type ReactNode } from 'react';
import { IntlShell } from './intl-shell.tsx';
import { directionOf, DEFAULT_LOCALE } from './locale-resolution.ts';
import { loadMessages, type Messages } from './messages.ts';
import { useLocale } from './use-locale.ts';

/**
 * Loads the catalogue of the session's locale and sets `<html lang dir>`. While a new
 * catalogue downloads the previous one stays on screen, so switching never flashes blank.
 */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ locale: string; messages: Messages } | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadMessages(locale)
      .catch(() => loadMessages(DEFAULT_LOCALE))
      .then((messages) => {
        if (!cancelled) setLoaded({ locale, messages });
      })
      .catch(() => {
        if (!cancelled) setLoaded({ locale: DEFAULT_LOCALE, messages: {} });
      });
    return () => {
      cancelled = true;
    };
  }, [locale]);

  useEffect(() => {
    if (!loaded) return;
    document.documentElement.lang = loaded.locale;
    document.documentElement.dir = directionOf(loaded.locale);
  }, [loaded]);

  if (!loaded) return null;
  return (
    <IntlShell locale={loaded.locale} messages={loaded.messages}>
      {children}
    </IntlShell>
  );
}
