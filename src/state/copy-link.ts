/**
 * Copy link (spec §2 creator page, post detail share; §8 copy.link / copy.fail): the link goes to
 * the clipboard and a popup says so, or says it could not (no clipboard, permission refused).
 */
import { defineMessages, type IntlShape } from 'react-intl';
import { showPopup } from './popup.ts';

const messages = defineMessages({
  copied: { id: 'copy.link', defaultMessage: 'Link copied' },
  failed: { id: 'copy.fail', defaultMessage: 'The link could not be copied' },
});

/** Copies `url` and tells the user how it went; resolves to whether it was copied. */
export async function copyLink(intl: IntlShape, url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    showPopup(intl.formatMessage(messages.copied));
    return true;
  } catch {
    showPopup(intl.formatMessage(messages.failed), { variant: 'failure' });
    return false;
  }
}

/**
 * A page's link to share: the server's absolute `share_url` when it gives one, else this
 * address on this origin (a share URL is what a fan pastes elsewhere, so it is absolute).
 */
export function shareUrlOf(shareUrl: string, path: string): string {
  return shareUrl || new URL(path, window.location.origin).href;
}
