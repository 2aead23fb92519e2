/**
 * Whether home still offers the interested-topics picker to a member who has not picked (spec §2
 * Dialogs): "Not now" hides the offer on this device, kept in localStorage; the settings still open
 * the picker. UI state only.
 */
import { proxy } from 'valtio';

/** The localStorage key: '1' once the offer was put off. */
export const INTERESTS_PROMPT_KEY = 'fanvault.interestsPromptDismissed';

function readDismissed(): boolean {
  try {
    return globalThis.localStorage?.getItem(INTERESTS_PROMPT_KEY) === '1';
  } catch {
    return false;
  }
}

export const interestsPrompt = proxy<{ dismissed: boolean }>({ dismissed: readDismissed() });

/** "Not now": the offer leaves home on this device. */
export function dismissInterestsPrompt(): void {
  try {
    globalThis.localStorage?.setItem(INTERESTS_PROMPT_KEY, '1');
  } catch {
    // Private mode or a full quota: put off for this tab only.
  }
  interestsPrompt.dismissed = true;
}

/** Offers it again (stories and tests start from a known state). */
export function resetInterestsPrompt(): void {
  try {
    globalThis.localStorage?.removeItem(INTERESTS_PROMPT_KEY);
  } catch {
    // Nothing stored to remove.
  }
  interestsPrompt.dismissed = false;
}
