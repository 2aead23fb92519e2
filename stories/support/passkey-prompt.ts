/**
 * The browser's passkey prompt in stories: `navigator.credentials.get()` answers at once, as a
 * member who confirms (a well-formed assertion; the mocks do not verify signatures) or one who
 * cancels (NotAllowedError, what browsers throw for a dismissed or timed-out prompt). Storybook's
 * browser has no authenticator; the end-to-end test uses Chromium's virtual one.
 */

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** What a confirmed prompt answers, as the browser's PublicKeyCredential gives it. */
function assertion() {
  return {
    id: 'c3Rvcnkta2V5',
    rawId: bytes('story-key'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: bytes('{"type":"webauthn.get"}'),
      authenticatorData: bytes('story-authenticator-data'),
      signature: bytes('story-signature'),
      userHandle: null,
    },
    getClientExtensionResults: () => ({}),
  };
}

/**
 * Makes the prompt `confirm` or `cancel` until the returned restore runs (a story's beforeEach
 * returns it). Answers the calls' count, for plays that check the prompt was (not) opened.
 */
export function storyPasskeyPrompt(outcome: 'confirm' | 'cancel'): {
  restore: () => void;
  calls: () => number;
} {
  const credentials = navigator.credentials;
  const original = credentials.get.bind(credentials);
  let count = 0;
  credentials.get = (() => {
    count += 1;
    return outcome === 'confirm'
      ? Promise.resolve(assertion())
      : Promise.reject(
          new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
        );
  }) as typeof credentials.get;
  return {
    restore: () => {
      credentials.get = original;
    },
    calls: () => count,
  };
}
