/**
 * The production build formats every message from the syntax tree the build made of it
 * (scripts/vite/precompiled-catalogues.ts): each one must read exactly as the ICU text does when
 * react-intl parses it at run time, in every locale, whatever values it is given.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../scripts/vite/precompiled-catalogues.ts';
import { SUPPORTED_LOCALES as LOCALES } from '../../src/i18n/locale-resolution.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Value = string | number | Date | ((chunks: unknown[]) => string);

/** Values for every argument and tag of a message; `count` picks the plural branch. */
function valuesFor(elements: MessageFormatElement[], count: number, values: Record<string, Value> = {}) {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        values[element.value] ??= `«${element.value}»`;
        break;
      case TYPE.number:
      case TYPE.plural:
        values[element.value] = count;
        break;
      case TYPE.date:
      case TYPE.time:
        values[element.value] = new Date(Date.UTC(2025, 5, 15, 9, 30));
        break;
      case TYPE.select:
        values[element.value] ??= Object.keys(element.options).find((key) => key !== 'other') ?? 'other';
        break;
      case TYPE.tag:
        values[element.value] = (chunks) => `<${element.value}>${chunks.join('')}</${element.value}>`;
        valuesFor(element.children, count, values);
        break;
      default:
        break;
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) valuesFor(option.value, count, values);
    }
  }
  return values;
}

describe('precompiled message catalogues', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every message reads the same from its syntax tree as from its text`, () => {
      const file = path.join(root, 'locales', `${locale}.json`);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = compileCatalogue(messages, locale);
      expect(Object.keys(compiled)).toEqual(Object.keys(messages));
      for (const [id, text] of Object.entries(messages)) {
        const tree = compiled[id];
        expect(Array.isArray(tree), id).toBe(true);
        for (const count of [0, 1, 2, 5, 21]) {
          const values = valuesFor(tree ?? [], count);
          const fromText = new IntlMessageFormat(text, locale).format(values);
          const fromTree = new IntlMessageFormat(tree ?? [], locale).format(values);
          expect(fromTree, `${locale} ${id}`).toEqual(fromText);
        }
      }
    });
  }
});
