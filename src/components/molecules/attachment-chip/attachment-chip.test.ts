import { describe, expect, it } from 'vitest';
import { shortenFileName } from './attachment-chip.logic.ts';

const count = (text: string) => [...new Intl.Segmenter().segment(text)].length;

describe('shortenFileName (spec §5: names shown shortened to 20 characters)', () => {
  it('leaves a name of 20 characters or fewer as it is', () => {
    expect(shortenFileName('screenshot-0001.png', 20)).toBe('screenshot-0001.png');
    expect(shortenFileName('a'.repeat(16) + '.png', 20)).toBe('a'.repeat(16) + '.png');
  });

  it('cuts a longer name to 20 characters in the middle, keeping its extension', () => {
    const short = shortenFileName('holiday-photo-from-the-beach-2024-04.jpeg', 20);
    expect(short).toBe('holiday…2024-04.jpeg');
    expect(count(short)).toBe(20);
  });

  it('counts an emoji or an accented letter as one character and never splits one', () => {
    const short = shortenFileName('👩‍👩‍👧 famille à la plage été 2024.png', 20);
    expect(count(short)).toBe(20);
    expect(short.startsWith('👩‍👩‍👧')).toBe(true);
    expect(short.endsWith('.png')).toBe(true);
  });

  it('treats a long "extension" as part of the name', () => {
    const short = shortenFileName('report.final-version-for-review', 20);
    expect(count(short)).toBe(20);
    expect(short).toContain('…');
  });
});
