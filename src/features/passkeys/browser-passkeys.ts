/**
 * The browser's side of passkeys: `navigator.credentials` through `@simplewebauthn/browser`,
 * loaded only when a passkey is used (the first visit's bundle does not carry it).
 */
import type {
  PasskeyAssertion,
  PasskeyCreationOptions,
  PasskeyRegistration,
  PasskeyRequestOptions,
} from '../../contract/passkeys.ts';

const library = () => import('@simplewebauthn/browser');

/** Thrown when the browser or the member did not complete the request (cancelled, timed out, no passkey). */
export class PasskeyCancelled extends Error {}

async function browserCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new PasskeyCancelled(error instanceof Error ? error.message : String(error));
  }
}

/** Creates a passkey for the server's options; answers what `user/addPasskey` takes. */
export async function createPasskey(options: PasskeyCreationOptions): Promise<PasskeyRegistration> {
  const { startRegistration } = await library();
  return browserCall(
    () => startRegistration({ optionsJSON: options as never }) as unknown as Promise<PasskeyRegistration>,
  );
}

/** Asks for an assertion of a passkey for the server's options. */
export async function assertPasskey(options: PasskeyRequestOptions): Promise<PasskeyAssertion> {
  const { startAuthentication } = await library();
  return browserCall(
    () => startAuthentication({ optionsJSON: options as never }) as unknown as Promise<PasskeyAssertion>,
  );
}
