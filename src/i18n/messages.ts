/**
 * Message catalogues. Each locales/{lang}.json is loaded in three parts, each a lazily loaded chunk
 * (cached at run time by the service worker, never precached): the first-visit part holds the
 * messages of the shell and the pages a first visit lands on (the landing, home), and the first
 * render waits for it; the shared links' part holds those of the pages people share (search, a
 * creator, a post) and of everything they load, and those pages wait for it (`withSharedMessages`);
 * the rest (the auth dialog, the mine screens, the chat, publishing, the console, the payment
 * dialogs) is fetched after the first render, and each lazily loaded part outside the shared pages
 * waits for it (`withAllMessages`). So a first visit downloads only the text it can show (issue 8,
 * the app shell's budget), and a new screen's text does not weigh on the links people share. The
 * production build splits them (scripts/vite/precompiled-catalogues.ts); in development, the tests
 * and Storybook every part is the whole catalogue. The pseudo-locales (locales/pseudo/, for
 * Storybook's toolbar) are loaded by .storybook/story-messages.ts: the app never offers them, so
 * its entry does not carry their loaders.
 */
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from './locale-resolution.ts';
import { storedOrBrowserLocale } from './use-locale.ts';

/** A catalogue as react-intl takes it: ICU text, or the pre-parsed ICU of the pseudo-locales. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

type Loaders = Record<string, () => Promise<Messages>>;

type Part = 'first' | 'shared' | 'rest';

// True in the app's build (scripts/vite/precompiled-catalogues.ts), whose plugin turns `?part=` into
// a catalogue; false in Storybook's build (.storybook/main.ts), absent in development and the
// tests: there every part is the whole catalogue, one module. A build must see a literal, so that
// it drops the branch it does not take (and never loads a `?part=` it cannot make).
declare const __CATALOGUE_PARTS__: boolean | undefined;
const allWhole = (whole: Loaders): Record<Part, Loaders> => ({ first: whole, shared: whole, rest: whole });

const PARTS: Record<Part, Loaders> =
  typeof __CATALOGUE_PARTS__ === 'undefined' || !__CATALOGUE_PARTS__
    ? allWhole(import.meta.glob<Messages>('../../locales/*.json', { import: 'default' }))
    : {
        first: import.meta.glob<Messages>('../../locales/*.json', {
          import: 'default',
          query: '?part=first',
        }),
        shared: import.meta.glob<Messages>('../../locales/*.json', {
          import: 'default',
          query: '?part=shared',
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
  return loadPart('first', locale);
}

/**
 * The parts of `locale`'s catalogue that have arrived, joined, when the first-visit part is among
 * them (main.tsx waits for it before the first render), so that render paints text at once
 * instead of waiting a render for it. A shared link's page has waited for its part too.
 */
export function arrivedMessages(locale: Locale | string): Messages | undefined {
  const first = arrived.get(`first:${locale}`);
  if (!first) return undefined;
  const later = (['shared', 'rest'] as const).flatMap((part): Messages[] => {
    const messages = arrived.get(`${part}:${locale}`);
    return messages ? [messages] : [];
  });
  return joinedMessages(first, ...later);
}

/** The parts of a locale's catalogue after the first-visit one, joined: what the first render may lack. */
export async function loadLaterMessages(locale: Locale | string): Promise<Messages> {
  const [shared, rest] = await Promise.all([loadPart('shared', locale), loadPart('rest', locale)]);
  return joinedMessages(shared, rest);
}

/** Parts of a catalogue as one. */
export const joinedMessages = (...parts: Messages[]) => Object.assign({}, ...parts) as Messages;

/** A locale's whole catalogue (every part). */
export async function loadAllMessages(locale: Locale | string): Promise<Messages> {
  const [first, later] = await Promise.all([loadMessages(locale), loadLaterMessages(locale)]);
  return joinedMessages(first, later);
}

/** Waits for `load` and for a part of the current locale's catalogue; a failed download does not stop it. */
function withPart<T>(part: () => Promise<unknown>, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [loaded] = await Promise.all([load(), part().catch(() => undefined)]);
    return loaded;
  };
}

/**
 * Wraps the loader of a lazily loaded part so it also waits for the rest of the current locale's
 * catalogue, which AppIntlProvider adds as it arrives: the part never renders message ids. A
 * catalogue that fails to download does not stop the part (its chunk load decides).
 */
export function withAllMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return withPart(() => loadLaterMessages(storedOrBrowserLocale()), load);
}

/**
 * As withAllMessages, for a shared link's screen and what it loads lazily: it waits for the shared
 * links' part only, which holds all of their text (a unit test holds every such load to it:
 * tests/unit/app-message-ids.test.ts), not for the rest.
 */
export function withSharedMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return withPart(() => loadPart('shared', storedOrBrowserLocale()), load);
}
