import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { IntlShell } from './intl-shell.tsx';
import { directionOf, DEFAULT_LOCALE, type Locale } from './locale-resolution.ts';
import {
  arrivedMessages,
  joinedMessages,
  loadAllMessages,
  loadLaterMessages,
  loadMessages,
  type Messages,
} from './messages.ts';
import { useLocale } from './use-locale.ts';

interface Loaded {
  locale: string;
  messages: Messages;
}

/**
 * Loads the catalogue of the session's locale and sets `<html lang dir>`. The first locale shows
 * with its first-visit part (main.tsx has it loaded before the first render) and gains the rest
 * as it arrives (src/i18n/messages.ts). A later switch waits for the whole new catalogue, the
 * previous one staying on screen meanwhile, so switching never flashes blank or shows ids.
 */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  // The first render shows the first-visit part main.tsx has loaded, not nothing: waiting for an
  // effect to show it cost home a whole render and a frame before its first paint (issue 8).
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const first = arrivedMessages(locale);
    return first ? { locale, messages: first } : null;
  });
  const shownOnce = useRef(false);
  const shownAtStart = useRef(loaded?.locale);

  useEffect(() => {
    let cancelled = false;
    const show = (shown: Loaded) => {
      if (!cancelled) setLoaded(shown);
    };
    const firstLocale = !shownOnce.current;
    shownOnce.current = true;
    if (firstLocale) void showFirstThenRest(locale, show, shownAtStart.current === locale);
    else
      loadAllMessages(locale)
        .then((messages) => show({ locale, messages }))
        .catch(() => undefined);
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

/** The first locale: its first-visit part at once, English's if it cannot load, then the rest. */
async function showFirstThenRest(locale: Locale, show: (loaded: Loaded) => void, firstShown: boolean) {
  let shownLocale: string = locale;
  let first: Messages;
  try {
    first = await loadMessages(locale);
  } catch {
    shownLocale = DEFAULT_LOCALE;
    first = await loadMessages(DEFAULT_LOCALE).catch(() => ({}));
  }
  if (!firstShown || shownLocale !== locale) show({ locale: shownLocale, messages: first });
  const rest = await loadLaterMessages(shownLocale).catch(() => undefined);
  // Nothing on screen reads the rest yet: the whole tree takes it in a transition, in slices that
  // leave the main thread free between them, rather than one long task right after the first paint.
  if (rest) startTransition(() => show({ locale: shownLocale, messages: joinedMessages(first, rest) }));
}
