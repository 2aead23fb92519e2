/**
 * Windows named by defects found in use, beside the layout breakpoints of .storybook/preview.tsx:
 * a story picks one with `parameters: { viewport: { options: EXTRA_VIEWPORTS, defaultViewport } }`
 * (story parameters merge with the preview's, so the breakpoints stay available).
 */
export const EXTRA_VIEWPORTS = {
  laptop1280x800: {
    name: 'Laptop 1280 × 800',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
  phoneLandscape740x360: {
    name: 'Phone landscape 740 × 360',
    styles: { width: '740px', height: '360px' },
    type: 'mobile',
  },
  /** The narrowest window WCAG 1.4.10 asks for (320 CSS px), as a small phone. */
  phone320x640: {
    name: 'Phone 320 × 640',
    styles: { width: '320px', height: '640px' },
    type: 'mobile',
  },
} as const;

/** The parameters that open a story in one of EXTRA_VIEWPORTS. */
export function extraViewport(name: keyof typeof EXTRA_VIEWPORTS) {
  return { viewport: { options: EXTRA_VIEWPORTS, defaultViewport: name } };
}

/** Resolves once a Headless UI panel has finished its opening transition, so it can be measured. */
export async function transitionEnded(panel: Element): Promise<void> {
  const deadline = Date.now() + 5000;
  while (panel.hasAttribute('data-transition') || getComputedStyle(panel).opacity !== '1') {
    if (Date.now() > deadline) throw new Error('the panel never finished opening');
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** True when the element's box lies within the window. */
export function withinWindow(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
}

/**
 * The part of `element`'s text that is cut off, in px: by its own box (a truncated line), or by an
 * ancestor that clips its overflow. 0 when every glyph of it is on show.
 */
export function cutOffPx(element: Element): number {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  const text = range.getBoundingClientRect();
  let cut = Math.max(0, element.scrollWidth - element.clientWidth);
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const box = node.getBoundingClientRect();
    cut = Math.max(
      cut,
      box.left - text.left,
      text.right - box.right,
      box.top - text.top,
      text.bottom - box.bottom,
    );
  }
  return Math.max(0, Math.round(cut));
}
