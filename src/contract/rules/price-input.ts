/**
 * What a price field accepts while typing (product spec sections 5 and 9): at most 5
 * characters and at most two decimals, e.g. "90", "4.99", "12.5".
 */

export const PRICE_INPUT_MAX_CHARS = 5;
export const PRICE_MAX_DECIMALS = 2;

const PARTIAL_PRICE = new RegExp(`^\\d*(?:\\.\\d{0,${PRICE_MAX_DECIMALS}})?$`);

/**
 * Fullwidth digits and decimal marks (from CJK input methods) and a decimal comma become
 * ASCII, so "４．５" and "4,5" are read as "4.5".
 */
export function normalizePriceText(text: string): string {
  return text
    .replace(/[０-９]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/[．,，]/g, '.')
    .replace(/\s/g, '');
}

/** True when the text is a price being typed that the field may hold ("", "4.", "4.99"). */
export function isPriceInputAllowed(text: string): boolean {
  return text.length <= PRICE_INPUT_MAX_CHARS && PARTIAL_PRICE.test(text);
}

/** The field's next text: the normalised input when allowed, else the previous text unchanged. */
export function acceptPriceInput(previous: string, next: string): string {
  const normalized = normalizePriceText(next);
  return isPriceInputAllowed(normalized) ? normalized : previous;
}

/** The number the text holds, or null while it holds none ("", "."). */
export function parsePriceInput(text: string): number | null {
  if (!/\d/.test(text) || !isPriceInputAllowed(text)) return null;
  return Number(text);
}
