/**
 * Writes a data export as one ZIP, streamed end to end: each stored file is opened only when the
 * archive reaches it and flows through yazl into the storage's `putLarge`, so memory holds a few
 * chunks of one file at a time (and, on S3, one 16 MiB part), whatever the export's size
 * (docs/benchmarks.md, "Data export").
 */
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { crc32 } from 'node:zlib';
import yazl from 'yazl';
import type { Locale } from '../../../src/i18n/locale-resolution.ts';
import type { ServerMessages } from '../../i18n/messages.ts';
import type { MediaStorage } from '../../media/storage.ts';
import type { ExportContents, ExportTable } from './export-contents.ts';

/**
 * yazl checksums every byte with buffer-crc32's table walk in JavaScript, which was the export's
 * bottleneck (about 60 MB/s on a busy core, against 700 MB/s for zlib's): the same CRC-32 is
 * taken from node:zlib instead (Node 22.2+), on the very module instance yazl requires.
 */
function useNativeCrc32() {
  const fromYazl = createRequire(createRequire(import.meta.url).resolve('yazl'));
  const bufferCrc32 = fromYazl('buffer-crc32') as { unsigned: (data: Buffer, previous?: number) => number };
  bufferCrc32.unsigned = (data, previous = 0) => crc32(data, previous);
}
useNativeCrc32();

/** A cell as CSV writes it: quoted when needed; a leading = + - @ defused for spreadsheets. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A table as CSV (RFC 4180, CRLF), its columns those of its rows in order of appearance. */
export function csvOf(rows: readonly Record<string, unknown>[]): string {
  const columns: string[] = [];
  for (const row of rows)
    for (const name of Object.keys(row)) if (!columns.includes(name)) columns.push(name);
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((name) => csvCell(row[name])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The member's language the README is worded in, and the server's messages it takes its texts from. */
export interface ReadmeWording {
  messages: ServerMessages;
  locale: Locale;
}

/** Columns a title takes in a plain-text editor: East Asian wide and fullwidth characters take two. */
function columnsOf(text: string): number {
  let columns = 0;
  for (const character of text)
    columns +=
      /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u.test(
        character,
      )
        ? 2
        : 1;
  return columns;
}

/**
 * The README at the archive's root: what each file is, in the member's language. File and table
 * names, the time (ISO 8601) and the counts are data and stay as they are.
 */
function readmeOf(
  tables: readonly ExportTable[],
  fileCount: number,
  madeAt: Date,
  { messages, locale }: ReadmeWording,
): string {
  const title = messages.format(locale, 'server.dataExport.readme.title');
  return [
    title,
    '='.repeat(columnsOf(title)),
    '',
    messages.format(locale, 'server.dataExport.readme.made', { time: madeAt.toISOString() }),
    messages.format(locale, 'server.dataExport.readme.units', { cents: '*_cents' }),
    '',
    ...tables.map((table) =>
      messages.format(locale, 'server.dataExport.readme.table', {
        files: `${table.name}.json, ${table.name}.csv`,
        about: messages.format(locale, table.about.id, table.about.values),
        rows: table.rows.length,
      }),
    ),
    '',
    messages.format(locale, 'server.dataExport.readme.media', { folder: 'media/', count: fileCount }),
    '',
  ].join('\n');
}

/**
 * Builds the archive of `contents`, its README worded as `readme` says, and stores it at `key`;
 * answers its size. A file gone from storage meanwhile (a post deleted while the export ran) is
 * written empty; any other failure stops the write, and nothing is kept at `key`.
 */
export async function writeExportArchive(
  storage: MediaStorage,
  key: string,
  contents: ExportContents,
  madeAt: Date,
  readme: ReadmeWording,
): Promise<{ size: number }> {
  const zip = new yazl.ZipFile();
  const mtime = madeAt;
  zip.addBuffer(Buffer.from(readmeOf(contents.tables, contents.files.length, madeAt, readme)), 'README.txt', {
    mtime,
  });
  for (const table of contents.tables) {
    zip.addBuffer(Buffer.from(`${JSON.stringify(table.rows, null, 2)}\n`), `${table.name}.json`, { mtime });
    zip.addBuffer(Buffer.from(`\uFEFF${csvOf(table.rows)}`), `${table.name}.csv`, { mtime });
  }
  for (const file of contents.files) {
    // Images and videos are compressed already: stored as they are, which costs no CPU.
    zip.addReadStreamLazy(file.path, { mtime, compress: false }, (callback) => {
      storage.open(file.key).then(
        (object) => callback(null, object ? object.stream : emptyStream()),
        (error: unknown) => callback(error as Error, undefined as never),
      );
    });
  }
  zip.end();
  const out = new PassThrough();
  zip.outputStream.on('error', (error) => out.destroy(error));
  zip.outputStream.pipe(out);
  return storage.putLarge(key, out);
}

function emptyStream() {
  const stream = new PassThrough();
  stream.end();
  return stream;
}
