/** Server-side messages (locales/server/{lang}.json), compiled once at start and formatted per request. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '../../src/i18n/locale-resolution.ts';
import en from '../../locales/server/en.json' with { type: 'json' };

/** Every message id the server can send; en.json is the source of truth. */
export type MessageId = keyof typeof en;
export type MessageValues = Record<string, string | number>;

export const SERVER_LOCALES_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'locales',
  'server',
);

/** Intl locale tags for the product's locale codes. */
const INTL_TAG: Partial<Record<Locale, string>> = { 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW' };

export interface ServerMessages {
  format(locale: Locale, id: MessageId, values?: MessageValues): string;
}

/** Loads and compiles every locale; throws at start when a catalogue is missing a key or is not valid ICU. */
export function loadServerMessages(dir: string = SERVER_LOCALES_DIR): ServerMessages {
  const ids = Object.keys(en) as MessageId[];
  const compiled = new Map<Locale, Map<MessageId, IntlMessageFormat>>();
  for (const locale of SUPPORTED_LOCALES) {
    const catalogue = JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<
      string,
      string
    >;
    const formats = new Map<MessageId, IntlMessageFormat>();
    for (const id of ids) {
      const text = catalogue[id];
      if (typeof text !== 'string') throw new Error(`locales/server/${locale}.json is missing ${id}`);
      formats.set(id, new IntlMessageFormat(text, INTL_TAG[locale] ?? locale));
    }
    compiled.set(locale, formats);
  }
  return {
    format(locale, id, values) {
      const message = compiled.get(locale)?.get(id) ?? compiled.get(DEFAULT_LOCALE)?.get(id);
      if (!message) return id;
      return String(message.format(values));
    },
  };
}
