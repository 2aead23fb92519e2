/** A member's second factor in end-to-end tests (issue 26), through the API as an app would. */
import type { APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { call } from './money.ts';

/**
 * Turns the member's second factor on with the secret the server gives and the code an
 * authenticator app would show now; answers the ten recovery codes.
 */
export async function turnOnSecondFactor(request: APIRequestContext, token: string): Promise<string[]> {
  const { secret } = await call<{ secret: string }>(request, 'user/startTwoFactor', {}, token);
  const app = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const { recovery_codes } = await call<{ recovery_codes: string[] }>(
    request,
    'user/confirmTwoFactor',
    { code: app.generate() },
    token,
  );
  return recovery_codes;
}

/** Turns it off again with one of its recovery codes (no wait for a fresh TOTP step). */
export async function turnOffSecondFactor(request: APIRequestContext, token: string, recoveryCode: string) {
  await call(request, 'user/disableTwoFactor', { code: recoveryCode }, token);
}
