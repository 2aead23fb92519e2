/**
 * A click the browser gives no meaning of its own: the main button, no modifier. A link that runs
 * the app's own action on click (a dialog, the file picker) leaves every other click (a new tab, a
 * new window) to the link.
 */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
