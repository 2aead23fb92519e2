/**
 * MSW handlers of a member's passkeys (issue 26), one named handler per state: the list (empty,
 * two passkeys, loading, error), adding one (options, refused), removing one, the step-up's and
 * the sign-in's options. The browser's WebAuthn prompt is not mocked: stories stop before it.
 */
import { delay } from 'msw';
import {
  addPasskeyCall,
  listPasskeysCall,
  removePasskeyCall,
  startPasskeyRegistrationCall,
  startPasskeySignInCall,
  startPasskeyStepUpCall,
} from '../contract/calls/passkeys.ts';
import type { Passkey } from '../contract/passkeys.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** Two passkeys: one used recently, one never. */
export const MOCK_PASSKEYS: Passkey[] = [
  {
    id: 1,
    name: 'MacBook Touch ID',
    created_at: '2026-10-04T08:15:00.000Z',
    last_used_at: '2026-12-06T21:40:00.000Z',
  },
  { id: 2, name: 'YubiKey 5C', created_at: '2026-11-20T17:02:00.000Z', last_used_at: null },
];

/** The server's English refusals (locales/server/en.json) the mocks give. */
export const MOCK_PASSKEY_ERRORS = {
  tooMany: 'An account can have at most 20 passkeys. Remove one first.',
  notVerified: "Your passkey's answer could not be verified. Try again, or use another passkey or a code.",
} as const;

const CHALLENGE = 'bW9jay1wYXNza2V5LWNoYWxsZW5nZS0wMTIzNDU2Nzg5YWI';

/** user/listPasskeys */
export const passkeyListHandlers = {
  empty: callHandler(listPasskeysCall, () => sealedReply(listPasskeysCall, { list: [] })),
  two: callHandler(listPasskeysCall, () => sealedReply(listPasskeysCall, { list: MOCK_PASSKEYS })),
  loading: callHandler(listPasskeysCall, async () => {
    await delay('infinite');
    return sealedError('unreachable');
  }),
  error: callHandler(listPasskeysCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/startPasskeyRegistration, user/addPasskey, user/removePasskey, user/startPasskeyStepUp */
export const passkeyChangeHandlers = {
  startRegistration: callHandler(startPasskeyRegistrationCall, () =>
    sealedReply(startPasskeyRegistrationCall, {
      options: {
        challenge: CHALLENGE,
        rp: { id: 'localhost', name: 'FanVault' },
        user: { id: 'bW9jaw', name: 'mia', displayName: 'mia' },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        timeout: 120_000,
        attestation: 'none',
        excludeCredentials: [],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      },
    }),
  ),
  tooMany: callHandler(startPasskeyRegistrationCall, () => sealedError(MOCK_PASSKEY_ERRORS.tooMany)),
  add: callHandler(addPasskeyCall, ({ input }) =>
    sealedReply(addPasskeyCall, {
      id: 3,
      name: input.name,
      created_at: '2026-12-07T00:00:00.000Z',
      last_used_at: null,
    }),
  ),
  remove: callHandler(removePasskeyCall, () => sealedReply(removePasskeyCall, {})),
  removeRefused: callHandler(removePasskeyCall, () => sealedError(MOCK_PASSKEY_ERRORS.notVerified)),
  stepUp: callHandler(startPasskeyStepUpCall, () =>
    sealedReply(startPasskeyStepUpCall, {
      options: {
        challenge: CHALLENGE,
        rpId: 'localhost',
        allowCredentials: [],
        userVerification: 'preferred',
      },
    }),
  ),
  signIn: callHandler(startPasskeySignInCall, () =>
    sealedReply(startPasskeySignInCall, {
      options: {
        challenge: CHALLENGE,
        rpId: 'localhost',
        allowCredentials: [],
        userVerification: 'required',
      },
    }),
  ),
};

/** Every passkey call in its default state (none yet), by key, for a story's handlers. */
export const passkeyHandlers = {
  passkeys: passkeyListHandlers.empty,
  startPasskeyRegistration: passkeyChangeHandlers.startRegistration,
  addPasskey: passkeyChangeHandlers.add,
  removePasskey: passkeyChangeHandlers.remove,
  startPasskeyStepUp: passkeyChangeHandlers.stepUp,
  startPasskeySignIn: passkeyChangeHandlers.signIn,
};
