/**
 * The data export's archive (issue 26, server/modules/data-exports/export-archive.ts): CSV as
 * spreadsheets read it, and a ZIP whose every entry carries the CRC-32 of its bytes, so an unzip
 * tool accepts it (the checksum is zlib's, not yazl's own JavaScript one).
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loadServerMessages } from '../../server/i18n/messages.ts';
import type { MediaStorage } from '../../server/media/storage.ts';
import { csvOf, writeExportArchive } from '../../server/modules/data-exports/export-archive.ts';

/** Storage in memory: the archive reads originals from it and writes the ZIP into it. */
function memoryStorage(files: Map<string, Buffer>): MediaStorage {
  return {
    open: async (key: string) => {
      const body = files.get(key);
      return body ? { stream: Readable.from([body]), size: body.length, contentType: 'image/jpeg' } : null;
    },
    putLarge: async (key: string, body: Readable) => {
      const bytes = await buffer(body);
      files.set(key, bytes);
      return { size: bytes.length };
    },
  } as unknown as MediaStorage;
}

/** Each entry's name and CRC-32 as the ZIP's central directory records them. */
function centralDirectory(zip: Buffer): Map<string, number> {
  const entries = new Map<string, number>();
  for (let at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0;) {
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    entries.set(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'), zip.readUInt32LE(at + 16));
    at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 46 + skip);
  }
  return entries;
}

describe('the export’s CSV', () => {
  it('quotes commas, quotes and line breaks, and writes a formula-looking text as text', () => {
    expect(
      csvOf([
        { a: 'plain', b: 'x,y', c: 'say "hi"' },
        { a: '=SUM(A1)', b: 'two\nlines', d: 3 },
      ]),
    ).toBe('a,b,c,d\r\nplain,"x,y","say ""hi""",\r\n\'=SUM(A1),"two\nlines",,3\r\n');
  });

  it('writes a nested value as its JSON and nothing for null', () => {
    expect(csvOf([{ list: [1, 2], none: null }])).toBe('list,none\r\n"[1,2]",\r\n');
  });
});

describe('the export’s ZIP', () => {
  it('holds the README, each table twice and each original, every entry with its CRC-32', async () => {
    const original = randomBytes(300_000);
    const files = new Map([['private/posts/a.jpg', original]]);
    const storage = memoryStorage(files);
    await writeExportArchive(
      storage,
      'private/exports/1/x.zip',
      {
        tables: [
          {
            name: 'posts',
            about: { id: 'server.dataExport.readme.about.posts' },
            rows: [{ id: 1, title: 'Hello' }],
          },
        ],
        files: [{ path: 'media/posts/1-1.jpg', key: 'private/posts/a.jpg' }],
      },
      new Date('2026-03-02T12:00:00Z'),
      { messages: loadServerMessages(), locale: 'en' },
    );
    const zip = files.get('private/exports/1/x.zip')!;
    const entries = unzipSync(new Uint8Array(zip));
    expect(Object.keys(entries)).toEqual(['README.txt', 'posts.json', 'posts.csv', 'media/posts/1-1.jpg']);
    expect(strFromU8(entries['README.txt']!)).toContain(
      'posts.json, posts.csv: your posts with their texts (status 2: published) (rows: 1)',
    );
    expect(Buffer.from(entries['media/posts/1-1.jpg']!).equals(original)).toBe(true);
    for (const [name, recorded] of centralDirectory(zip))
      expect(recorded, name).toBe(crc32(Buffer.from(entries[name]!)));
  });
});
