/**
 * Message catalogues: each locales/{lang}.json is its own lazily loaded chunk (cached at
 * runtime by the service worker, never precached); the pseudo-locales come from English.
 */
import { DEFAULT_LOCALE, type Locale, type PseudoLocale } from './locale-resolution.ts';
import { pseudoMessages, toAccentedPseudo, toRtlPseudo } from './pseudo.ts';

export type Messages = Record<string, string>;

const catalogues = import.meta.glob<Messages>('../../locales/*.json', { import: 'default' });

function catalogueLoader(locale: string): (() => Promise<Messages>) | undefined {
  return catalogues[`../../locales/${locale}.json`];
}

const cache = new Map<string, Promise<Messages>>();

/** The messages of a supported locale or a pseudo-locale; unknown codes get English. */
export function loadMessages(locale: Locale | PseudoLocale | string): Promise<Messages> {
  const cached = cache.get(locale);
  if (cached) return cached;
  let pending: Promise<Messages>;
  if (locale === 'en-xa') {
    pending = loadMessages('en').then((en) => pseudoMessages(en, toAccentedPseudo));
  } else if (locale === 'ar-xb') {
    pending = loadMessages('en').then((en) => pseudoMessages(en, toRtlPseudo));
  } else {
    const loader = catalogueLoader(locale) ?? catalogueLoader(DEFAULT_LOCALE);
    if (!loader) return Promise.reject(new Error(`No message catalogue for ${locale}`));
    pending = loader();
  }
  // A failed download (offline) may be retried on the next call.
  pending.catch(() => cache.delete(locale));
  cache.set(locale, pending);
  return pending;
}
