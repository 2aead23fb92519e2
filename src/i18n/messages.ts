/**
 * Message catalogues: each locales/{lang}.json is its own lazily loaded chunk (cached at
 * runtime by the service worker, never precached). The pseudo-locales (locales/pseudo/, for
 * Storybook's toolbar) are loaded by .storybook/story-messages.ts: the app never offers them, so
 * its entry does not carry their loaders.
 */
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from './locale-resolution.ts';

/** A catalogue as react-intl takes it: ICU text, or the pre-parsed ICU of the pseudo-locales. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

const catalogues = import.meta.glob<Messages>('../../locales/*.json', { import: 'default' });

function catalogueLoader(locale: string): (() => Promise<Messages>) | undefined {
  return catalogues[`../../locales/${locale}.json`];
}

const cache = new Map<string, Promise<Messages>>();

/** The messages of a supported locale; unknown codes get English. */
export function loadMessages(locale: Locale | string): Promise<Messages> {
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
