/**
 * Message catalogues: each locales/{lang}.json is its own lazily loaded chunk (cached at
 * runtime by the service worker, never precached). The pseudo-locales (en-xa accented and
 * lengthened, ar-xb English mirrored right to left) are FormatJS's `en-XA` and `en-XB`,
 * generated from en.json into locales/pseudo/ by `npm run extract:messages` as pre-parsed ICU.
 */
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale, type PseudoLocale } from './locale-resolution.ts';

/** A catalogue as react-intl takes it: ICU text, or the pre-parsed ICU of the pseudo-locales. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

const catalogues = import.meta.glob<Messages>(['../../locales/*.json', '../../locales/pseudo/*.json'], {
  import: 'default',
});

function catalogueLoader(locale: string): (() => Promise<Messages>) | undefined {
  return catalogues[`../../locales/${locale}.json`] ?? catalogues[`../../locales/pseudo/${locale}.json`];
}

const cache = new Map<string, Promise<Messages>>();

/** The messages of a supported locale or a pseudo-locale; unknown codes get English. */
export function loadMessages(locale: Locale | PseudoLocale | string): Promise<Messages> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const loader = catalogueLoader(locale) ?? catalogueLoader(DEFAULT_LOCALE);
  if (!loader) return Promise.reject(new Error(`No message catalogue for ${locale}`));
  const pending = loader();
  // A failed download (offline) may be retried on the next call.
  pending.catch(() => cache.delete(locale));
  cache.set(locale, pending);
  return pending;
}
