/**
 * Where the browser broke a line of text, for play functions that assert a heading never splits
 * a word. Words come from Intl.Segmenter in the text's language (a dictionary segmenter for
 * Japanese and Chinese, which have no spaces); a word is split when its characters sit on more
 * than one line box.
 */

/** The line boxes a range of a text node occupies, by their top edge (rounded to a pixel). */
function lineTops(node: Text, start: number, end: number): number[] {
  const range = node.ownerDocument.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  return [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))];
}

/** The number of lines the element's text runs over. */
export function lineCount(element: Element): number {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  const tops = [...range.getClientRects()].map((rect) => Math.round(rect.top));
  return new Set(tops).size;
}

/** The words of `element`'s text (in `locale`) that run over two lines or more: [] when none. */
export function wordsSplitAcrossLines(element: Element, locale: string): string[] {
  const words = new Intl.Segmenter(locale, { granularity: 'word' });
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const split: string[] = [];
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    for (const word of words.segment(node.data)) {
      if (!word.isWordLike || [...word.segment].length < 2) continue;
      const tops = lineTops(node, word.index, word.index + word.segment.length);
      if (tops.length > 1) split.push(word.segment);
    }
  }
  return split;
}

/**
 * Lays `element` out at every width from `from` to `to` px (every `step` px) and lists the widths
 * at which a word of it is split, as "width: words". The element's own width is restored after.
 */
export function widthsSplittingWords(
  element: HTMLElement,
  locale: string,
  { from, to, step = 4 }: { from: number; to: number; step?: number },
): string[] {
  const before = element.style.width;
  const failures: string[] = [];
  try {
    for (let width = from; width <= to; width += step) {
      element.style.width = `${width}px`;
      const split = wordsSplitAcrossLines(element, locale);
      if (split.length > 0) failures.push(`${width}: ${split.join(', ')}`);
    }
  } finally {
    element.style.width = before;
  }
  return failures;
}
