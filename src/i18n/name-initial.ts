/**
 * The initial a letter avatar shows: the name's own first user-perceived character (a grapheme
 * cluster), in its own script. "عمر" → "ع", "小雨" → "小", "प्रिया" → "प्रि", "🧘‍♀️ Maya" → "🧘‍♀️".
 * A code unit or a code point would split an emoji, a flag, a combining accent or a Devanagari
 * conjunct; transliterating to Latin letters would give every non-Latin name a stranger's initials.
 */

/**
 * Made on first use, not when the module loads: making one loads the break rules of ICU, about a
 * hundred milliseconds on a slow phone, which home's first render paid for avatars that all had
 * pictures (issue 8).
 */
let segmenter: Intl.Segmenter | undefined;
const graphemesOf = (text: string) =>
  [...(segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })).segment(text)].map(
    (part) => part.segment,
  );

/** Punctuation, spaces and controls before a name's first letter (`@maya`, `_luna_`, `(Yuki)`). */
const LEADING_NOISE = /^[\p{P}\p{Z}\p{Cc}\p{Cf}]+$/u;

/**
 * Thai and Lao write some vowels before the consonant they follow in speech (เ, แ, โ, ใ, ไ); such a
 * vowel alone is no initial, so it keeps the grapheme after it ("เก่ง" → "เก่").
 */
const VOWEL_WRITTEN_FIRST = /^\p{Logical_Order_Exception}$/u;

/**
 * The first grapheme of `name` that is not punctuation or space, upper-cased where the script has
 * case (and the upper case stays one character: "ß" stays "ß"); '' for a name without one.
 */
export function nameInitial(name: string): string {
  const clusters = graphemesOf(name.normalize('NFC'));
  const start = clusters.findIndex((cluster) => !LEADING_NOISE.test(cluster));
  if (start < 0) return '';
  const first = clusters[start]!;
  const initial = VOWEL_WRITTEN_FIRST.test(first) ? first + (clusters[start + 1] ?? '') : first;
  const upper = initial.toUpperCase();
  return graphemesOf(upper).length === graphemesOf(initial).length ? upper : initial;
}
