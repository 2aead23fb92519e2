/**
 * A story's clipboard: `navigator.clipboard.writeText` replaced by a spy that succeeds, or fails as
 * a browser refusing the permission does. Returns the spy; call `restore` in the story's cleanup.
 */
import { fn } from 'storybook/test';

export function stubClipboard(outcome: 'copied' | 'refused' = 'copied') {
  const writeText = fn(async (text: string) => {
    if (outcome === 'refused')
      throw new DOMException(`Write of ${text.length} characters refused`, 'NotAllowedError');
  });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return {
    writeText,
    /** Puts the browser's own clipboard back (the prototype's getter). */
    restore: () => {
      delete (navigator as { clipboard?: unknown }).clipboard;
    },
  };
}
