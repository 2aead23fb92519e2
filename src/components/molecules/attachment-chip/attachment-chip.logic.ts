/**
 * Spec §5: an attached file's name is shown shortened to 20 characters. The end of the name says
 * what the file is (`.png`), so a long name keeps its extension and loses the middle of its stem
 * (`holiday…2024-04.jpeg`): the ellipsis counts as one character, and characters are
 * counted as a person sees them (an emoji or an accented letter is one), never split in two.
 */

/** Longest extension kept whole (`.jpeg`); a longer "extension" is part of the name. */
const MAX_EXTENSION = 5;

/** The characters of `text` as a reader counts them (grapheme clusters). */
function charactersOf(text: string): string[] {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** `name` in at most `max` characters: as it is when it fits, else the stem cut in the middle. */
export function shortenFileName(name: string, max: number): string {
  const characters = charactersOf(name);
  if (characters.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension =
    dot > 0 && name.length - dot <= MAX_EXTENSION + 1 ? charactersOf(name.slice(dot)) : ([] as string[]);
  const stem = characters.slice(0, characters.length - extension.length);
  const room = max - 1 - extension.length;
  if (room < 2) return `${characters.slice(0, max - 1).join('')}…`;
  const head = Math.ceil(room / 2);
  const tail = room - head;
  return `${stem.slice(0, head).join('')}…${stem.slice(stem.length - tail).join('')}${extension.join('')}`;
}
