/** Pure helpers of the code input: which characters a box keeps, and how a paste spreads. */

/** Keeps letters and digits only (codes are sent by email; spaces and dashes come with pastes). */
export function codeCharacters(text: string): string[] {
  return Array.from(text.replace(/[^A-Za-z0-9]/g, ''));
}

/**
 * The boxes after `text` is typed or pasted into box `index`: characters fill from that box
 * onward, extra characters are dropped. Returns the new boxes and the box to focus next.
 */
export function fillCode(
  boxes: readonly string[],
  index: number,
  text: string,
): { boxes: string[]; focus: number } {
  const next = [...boxes];
  const chars = codeCharacters(text);
  let cursor = index;
  for (const char of chars) {
    if (cursor >= next.length) break;
    next[cursor] = char;
    cursor += 1;
  }
  return { boxes: next, focus: Math.min(cursor, next.length - 1) };
}

/** Whole seconds left until `deadline` (ms since epoch), never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
