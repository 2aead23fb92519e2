/**
 * Tag length of product spec section 5: a non-ASCII character counts as 2 units, so a tag in
 * Chinese or Arabic takes as much room as its Latin equivalent; a tag is 2 to 20 units.
 */

export const TAG_MIN_UNITS = 2;
export const TAG_MAX_UNITS = 20;
/** At most this many suggestions are offered while typing a tag. */
export const TAG_SUGGESTIONS_MAX = 10;

export type TagLengthError = 'tooShort' | 'tooLong';

/** Length in units: 1 per ASCII character, 2 per other character (by code point). */
export function tagUnits(tag: string): number {
  let units = 0;
  // Iterating the string walks code points, so an emoji is one character, not two halves.
  for (const char of tag) units += (char.codePointAt(0) ?? 0) > 0x7f ? 2 : 1;
  return units;
}

/** The tag as stored: trimmed, inner whitespace collapsed, commas dropped (tags are comma-joined on send). */
export function normalizeTag(tag: string): string {
  return tag.replace(/[,，]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Why a tag is refused, or null when its length is 2 to 20 units. */
export function tagLengthError(tag: string): TagLengthError | null {
  const units = tagUnits(normalizeTag(tag));
  if (units < TAG_MIN_UNITS) return 'tooShort';
  if (units > TAG_MAX_UNITS) return 'tooLong';
  return null;
}
