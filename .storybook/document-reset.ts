/**
 * What a story can leave on the document that the next story would inherit: the stories of the
 * storybook tier share one document (vitest.config.ts, `isolate: false`). A dialog whose closing
 * did not finish before its story ended can leave Headless UI's scroll lock on <html> (no
 * scrolling: the top bar never hides) and its page behind inert and hidden from the accessibility
 * tree (no button found by role). Each story starts on a document without them, as on a fresh one.
 */

/** Puts the document back as a fresh one starts, and names what it had to undo. */
export function resetLeftDocument(): string[] {
  const undone: string[] = [];
  for (const element of [document.documentElement, document.body]) {
    for (const property of ['overflow', 'padding-right']) {
      const value = element.style.getPropertyValue(property);
      if (!value) continue;
      undone.push(`${element.localName} ${property}: ${value}`);
      element.style.removeProperty(property);
    }
  }
  // Headless UI marks the page behind a dialog inert and aria-hidden together, up to the body's
  // children; a component's own inert parts lie inside the story's root, rendered afresh.
  for (const element of document.querySelectorAll<HTMLElement>('body > [inert]')) {
    undone.push(`<${element.localName}${element.id ? `#${element.id}` : ''}> inert`);
    element.inert = false;
    element.removeAttribute('aria-hidden');
  }
  if (window.scrollX !== 0 || window.scrollY !== 0) window.scrollTo(0, 0);
  return undone;
}
