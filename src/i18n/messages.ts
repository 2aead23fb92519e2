/**
 * Message catalogues. Each locales/{lang}.json is loaded in two parts, each a lazily loaded chunk
 * (cached at run time by the service worker, never precached): the first-visit part holds the
 * messages of the shell and the pages a first visit lands on (the landing, home), and the first
 * render waits for it; the rest (the auth dialog, mine screens, every other lazily loaded part) is
 * fetched after the first render, and each lazily loaded part waits for it (`withAllMessages`),
 * so a first visit downloads only the text it can show (issue 8, the app shell's budget). The
 * production build splits them (scripts/vite/precompiled-catalogues.ts); in development, the tests
 * and Storybook both parts are the whole catalogue. The pseudo-locales (locales/pseudo/, for
 * Storybook's toolbar) are loaded by .storybook/story-messages.ts: the app never offers them, so
 * its entry does not carry their loaders.
 */
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from './locale-resolution.ts';
import { storedOrBrowserLocale } from './use-locale.ts';

/** A catalogue as react-intl takes it: ICU text, or the pre-parsed ICU of the pseudo-locales. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

type Loaders = Record<string, () => Promise<Messages>>;

type Part = 'firstVisit' | 'rest';

// True in the app's build (scripts/vite/precompiled-catalogues.ts), whose plugin turns `?part=` into
// a catalogue; false in Storybook's build (.storybook/main.ts), absent in development and the
// tests: there both parts are the whole catalogue, one module. A build must see a literal, so that
// it drops the branch it does not take (and never loads a `?part=` it cannot make).
declare const __CATALOGUE_PARTS__: boolean | undefined;
const bothWhole = (whole: Loaders): Record<Part, Loaders> => ({ firstVisit: whole, rest: whole });

const PARTS: Record<Part, Loaders> =
  typeof __CATALOGUE_PARTS__ === 'undefined' || !__CATALOGUE_PARTS__
    ? bothWhole(import.meta.glob<Messages>('../../locales/*.json', { import: 'default' }))
    : {
        firstVisit: import.meta.glob<Messages>('../../locales/*.json', {
          import: 'default',
          query: '?part=first',
        }),
        rest: import.meta.glob<Messages>('../../locales/*.json', { import: 'default', query: '?part=rest' }),
      };

const cache = new Map<string, Promise<Messages>>();
/** The parts that have arrived, by the same key: read without waiting by the first render. */
const arrived = new Map<string, Messages>();

function loadPart(part: Part, locale: Locale | string): Promise<Messages> {
  const key = `${part}:${locale}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const loaders = PARTS[part];
  const loader = loaders[`../../locales/${locale}.json`] ?? loaders[`../../locales/${DEFAULT_LOCALE}.json`];
  if (!loader) return Promise.reject(new Error(`No message catalogue for ${locale}`));
  const pending = loader();
  // A failed download (offline) may be retried on the next call.
  pending.then((messages) => arrived.set(key, messages)).catch(() => cache.delete(key));
  cache.set(key, pending);
  return pending;
}

/** The first-visit part of a supported locale's catalogue; unknown codes get English. */
export function loadMessages(locale: Locale | string): Promise<Messages> {
  return loadPart('firstVisit', locale);
}

/**
 * The first-visit part of `locale`'s catalogue if it has arrived (main.tsx waits for it before
 * the first render), so that render paints text at once instead of waiting a render for it; with
 * the rest joined when that has arrived too.
 */
export function arrivedMessages(locale: Locale | string): Messages | undefined {
  const first = arrived.get(`firstVisit:${locale}`);
  // A page that waited for the whole catalogue (a shared link's, src/contract/first-visit-loads.ts)
  // renders with both parts on its first render.
  const rest = arrived.get(`rest:${locale}`);
  return first && rest ? joinedMessages(first, rest) : first;
}

/** The rest of a locale's catalogue: the messages of the parts a first visit does not show. */
export function loadRestMessages(locale: Locale | string): Promise<Messages> {
  return loadPart('rest', locale);
}

/** A catalogue's two parts as one. */
export const joinedMessages = (first: Messages, rest: Messages) => ({ ...first, ...rest }) as Messages;

/** A locale's whole catalogue (both parts). */
export async function loadAllMessages(locale: Locale | string): Promise<Messages> {
  const [first, rest] = await Promise.all([loadMessages(locale), loadRestMessages(locale)]);
  return joinedMessages(first, rest);
}

/**
 * Wraps the loader of a lazily loaded part so it also waits for the rest of the current locale's
 * catalogue, which AppIntlProvider adds as it arrives: the part never renders message ids. A
 * catalogue that fails to download does not stop the part (its chunk load decides).
 */
export function withAllMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [loaded] = await Promise.all([
      load(),
      loadRestMessages(storedOrBrowserLocale()).catch(() => undefined),
    ]);
    return loaded;
  };
}
