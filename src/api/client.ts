/**
 * The one transport of the app: every call is a form-encoded POST of the sealed envelope to
 * /api/{group}/{action} (docs/api.md). A call is named by its path, its types come from its
 * contract definition (a type-only import), so the contract's schemas and zod stay out of the
 * production bundle. Outside production every answer is checked against the call's schema, as
 * the server checks what it sends (docs/decisions.md).
 */
import type { CallDefinition, CallRequest, CallResponse } from '../contract/call.ts';
import {
  DEVELOPMENT_KEYS,
  encodeForm,
  openResponse,
  sealRequest,
  STATUS_OK,
  STATUS_TOKEN_EXPIRED,
  type EnvelopeKeys,
} from '../contract/envelope.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale-resolution.ts';
import { reportSessionExpired } from '../state/session-expiry.ts';
import { session } from '../state/session.ts';
import { ApiError, HttpError, TokenExpiredError } from './errors.ts';

export { ApiError, HttpError, TokenExpiredError } from './errors.ts';

declare const __API_AES_KEY__: string | undefined;
declare const __API_SIGN_KEY__: string | undefined;

/** Set at build time from API_AES_KEY / API_SIGN_KEY (vite.config.ts); development keys otherwise. */
export const ENVELOPE_KEYS: EnvelopeKeys = {
  aesKey: typeof __API_AES_KEY__ === 'string' ? __API_AES_KEY__ : DEVELOPMENT_KEYS.aesKey,
  signKey: typeof __API_SIGN_KEY__ === 'string' ? __API_SIGN_KEY__ : DEVELOPMENT_KEYS.signKey,
};

/** Spec §9: every call gives up after 20 s. */
export const API_TIMEOUT_MS = 20_000;

export interface CallOptions {
  /** Cancels the call early (TanStack Query passes its own). */
  signal?: AbortSignal;
  /**
   * The language of the answer (Accept-Language); the session's when absent. A translated
   * query passes the locale of its key (localized-query.ts), so the two cannot disagree.
   */
  locale?: Locale;
}

/**
 * Posts one call through the envelope and returns its `data`:
 * `callApi<typeof getPostListCall>('article/getList', params)`.
 */
export async function callApi<C extends CallDefinition>(
  path: C['path'],
  params: CallRequest<C>,
  options: CallOptions = {},
): Promise<CallResponse<C>> {
  const payload: Record<string, unknown> = {
    ...(params as Record<string, unknown>),
    oauth_id: session.guestId,
    oauth_type: 'pwa',
  };
  const sentToken = session.token;
  if (sentToken) payload.token = sentToken;

  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  const response = await fetch(`/api/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Accept-Language': options.locale ?? session.locale ?? DEFAULT_LOCALE,
    },
    body: encodeForm(sealRequest(payload, ENVELOPE_KEYS)),
    signal,
  });
  if (response.status !== 200) throw new HttpError(response.status, response.statusText);

  const opened = openResponse(await response.json(), ENVELOPE_KEYS);
  if (opened.status === STATUS_OK) {
    // Vite drops this branch, and the contract it loads, from the production build.
    if (import.meta.env.DEV) await (await import('./answer-check.ts')).checkAnswerOf(path, opened.data);
    return opened.data as CallResponse<C>;
  }
  if (opened.status === STATUS_TOKEN_EXPIRED) {
    // Every 422 reaches the one token-expired alert (spec §4), whoever made the call.
    reportSessionExpired(sentToken);
    throw new TokenExpiredError(opened.msg || undefined);
  }
  throw new ApiError(opened.msg || 'Request failed', opened.data ?? null);
}
