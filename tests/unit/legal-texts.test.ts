/**
 * The legal texts (public/legal, src/contract/legal-texts.ts) in every language: each one is there,
 * reads as its schema says, and is the English text translated, not rewritten: the same parts
 * (anchors), the same blocks, list items and table shapes, the same placeholders and link targets,
 * and its headings in its own language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalTextSchema } from '../../src/contract/legal-text-schema.ts';
import {
  LEGAL_PLACEHOLDERS,
  LEGAL_SECTIONS,
  legalTextPath,
  LEGAL_VERSIONS,
  type LegalBlock,
  type LegalText,
} from '../../src/contract/legal-texts.ts';
import { SUPPORTED_LOCALES } from '../../src/i18n/locale-resolution.ts';

const PUBLIC = path.join(import.meta.dirname, '../../public');

function textOf(section: (typeof LEGAL_SECTIONS)[number], locale: string): LegalText {
  const file = path.join(PUBLIC, legalTextPath(section, locale));
  return legalTextSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Every placeholder and link target of a line, in order: what a translation must keep. */
function fixedParts(line: string): string[] {
  const placeholders = [...line.matchAll(/\{(\w+)\}/g)].map((match) => `{${match[1]}}`);
  const links = [...line.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => `(${match[1]})`);
  return [...placeholders.sort(), ...links.sort()];
}

function linesOf(block: LegalBlock): string[] {
  if ('p' in block) return [block.p];
  if ('list' in block) return block.list;
  return [...block.table.head, ...block.table.rows.flat()];
}

function shapeOf(block: LegalBlock): unknown {
  if ('p' in block) return 'p';
  if ('list' in block) return { list: block.list.length };
  return { head: block.table.head.length, rows: block.table.rows.map((row) => row.length) };
}

describe.each(LEGAL_SECTIONS)('the legal text %s', (section) => {
  const english = textOf(section, 'en');

  it('is the version in force, each table row as wide as its head, only known placeholders', () => {
    expect(english.version).toBe(LEGAL_VERSIONS[section]);
    for (const part of english.parts) {
      for (const block of part.blocks) {
        if ('table' in block)
          for (const row of block.table.rows) expect(row).toHaveLength(block.table.head.length);
        for (const line of linesOf(block)) {
          for (const [, name] of line.matchAll(/\{(\w+)\}/g)) expect(LEGAL_PLACEHOLDERS).toContain(name);
        }
      }
    }
    expect(new Set(english.parts.map((part) => part.id)).size).toBe(english.parts.length);
  });

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    'is translated into %s, part for part',
    (locale) => {
      const translated = textOf(section, locale);
      expect(translated.version).toBe(english.version);
      expect(translated.parts.map((part) => part.id)).toEqual(english.parts.map((part) => part.id));
      expect(translated.title).not.toBe(english.title);
      english.parts.forEach((part, index) => {
        const other = translated.parts[index]!;
        expect(other.heading, `${part.id} heading`).not.toBe(part.heading);
        expect(other.blocks.map(shapeOf), part.id).toEqual(part.blocks.map(shapeOf));
        part.blocks.forEach((block, blockIndex) => {
          const lines = linesOf(block);
          const otherLines = linesOf(other.blocks[blockIndex]!);
          lines.forEach((line, lineIndex) => {
            expect(
              fixedParts(otherLines[lineIndex]!),
              `${part.id} block ${blockIndex} line ${lineIndex}`,
            ).toEqual(fixedParts(line));
          });
        });
      });
    },
  );
});
