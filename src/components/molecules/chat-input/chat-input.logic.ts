/** Rules of the chat composer (spec §2, §5). */

/** The textarea grows with its text up to this many lines, then scrolls. */
export const MAX_VISIBLE_LINES = 5;

/** Images the chat accepts: jpg, jpeg, png, gif. */
export const CHAT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const CHAT_IMAGE_ACCEPT = CHAT_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The text to send: trimmed, or null when nothing but whitespace is left (not sent). */
export function messageToSend(draft: string): string | null {
  const text = draft.trim();
  return text ? text : null;
}

/** True for a file the chat may send as a photo, judged by its extension. */
export function isChatImage(file: { name: string }): boolean {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (CHAT_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

/**
 * The height the textarea takes for its content: its full scroll height up to
 * `maxLines` lines (plus padding and border), beyond which it scrolls.
 */
export function composerHeight(
  metrics: { scrollHeight: number; lineHeight: number; chrome: number },
  maxLines = MAX_VISIBLE_LINES,
): { height: number; scrolls: boolean } {
  const max = metrics.lineHeight * maxLines + metrics.chrome;
  const content = metrics.scrollHeight + metrics.chrome;
  return content > max ? { height: max, scrolls: true } : { height: content, scrolls: false };
}
