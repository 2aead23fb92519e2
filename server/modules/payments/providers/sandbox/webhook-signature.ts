/**
 * The sandbox's webhook signature, made like Stripe's: `Sandbox-Signature: t=<unix seconds>,
 * v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. A webhook is accepted when one v1 matches and t is
 * within 300 s of our clock, so a captured delivery cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** How far a signature's time may be from our clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The header value for `body` signed at `timestamp` (seconds). */
export function signSandboxBody(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** ok, or why the signature is refused: missing or wrong (`signature`) or too old or new (`timestamp`). */
export function checkSandboxSignature(
  secret: string,
  header: string | undefined,
  body: string,
  nowSeconds: number,
): 'ok' | 'signature' | 'timestamp' {
  if (!header) return 'signature';
  let timestamp: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) candidates.push(value);
  }
  if (timestamp === undefined || candidates.length === 0) return 'signature';
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const matches = candidates.some((candidate) => timingSafeEqual(expected, Buffer.from(candidate, 'hex')));
  if (!matches) return 'signature';
  return Math.abs(nowSeconds - timestamp) <= SIGNATURE_TOLERANCE_SECONDS ? 'ok' : 'timestamp';
}
