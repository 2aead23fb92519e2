/**
 * The server's side of the wire envelope for MSW: open a request exactly as the server
 * does, answer with a sealed `{status, msg, data}`. Handlers built here exercise the app's
 * real client (signing, encryption, parsing) rather than a shortcut around it.
 */
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { z } from 'zod/mini';
import type { CallDefinition, CallResponse } from '../contract/call.ts';
import {
  DEVELOPMENT_KEYS,
  STATUS_ERROR,
  STATUS_OK,
  openRequest,
  sealResponse,
  type EnvelopeResponse,
  type OpenRequestFailure,
} from '../contract/envelope.ts';

/** The messages the server gives for a request it cannot open (status 0). */
export const ENVELOPE_FAILURE_MESSAGES: Record<OpenRequestFailure, string> = {
  malformed: 'The request body is malformed',
  badSign: 'The request signature is invalid',
  staleTimestamp: 'The request timestamp is too far from the server clock',
  undecryptable: 'The data field could not be decrypted',
};

/** The JSON body the server sends: `{ data: "<encrypted {status, msg, data}>" }`. */
export function sealedBody(response: EnvelopeResponse): { data: string } {
  return sealResponse(response, DEVELOPMENT_KEYS);
}

/** A success reply to `call`, its data typed by the call's response schema. */
export function sealedReply<C extends CallDefinition>(
  _call: C,
  data: CallResponse<C>,
): HttpResponse<{ data: string }> {
  return HttpResponse.json(sealedBody({ status: STATUS_OK, msg: '', data }));
}

/** An error reply (status 0, or 422 for an expired token) with the server's message. */
export function sealedError(
  msg: string,
  status: number = STATUS_ERROR,
  /** What the refusal carries besides `msg` (a spending cap's: docs/api.md). */
  data: unknown = null,
): HttpResponse<{ data: string }> {
  return HttpResponse.json(sealedBody({ status, msg, data }));
}

/** The URL MSW matches for a call: `/api/{group}/{action}` on any origin. */
export function callUrl(call: CallDefinition): string {
  return `*/api/${call.path}`;
}

/**
 * Opens the form body of a request to `call` and validates its data with the call's request
 * schema, so a handler reads `page`, `limit`, `filter_by` with their defaults applied.
 */
export async function openCallRequest<C extends CallDefinition>(
  call: C,
  request: Request,
): Promise<{ ok: true; input: ParsedInput<C> } | { ok: false; message: string }> {
  const form = new URLSearchParams(await request.text());
  const body = Object.fromEntries(form.entries());
  // The mock answers on the request's own clock so a story with a mocked Date still works.
  const now = Number(body.timestamp) || Math.floor(Date.now() / 1000);
  const opened = openRequest(body, DEVELOPMENT_KEYS, now);
  if (!opened.ok) return { ok: false, message: ENVELOPE_FAILURE_MESSAGES[opened.reason] };
  const parsed = call.request.safeParse(opened.payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      message: `Invalid ${issue?.path.join('.') || 'data'}: ${issue?.message ?? 'rejected'}`,
    };
  }
  return { ok: true, input: parsed.data as ParsedInput<C> };
}

/** The request data after the call's schema: defaults applied, numbers coerced. */
export type ParsedInput<C extends CallDefinition> = z.output<C['request']>;

export type CallResolver<C extends CallDefinition> = (args: {
  input: ParsedInput<C>;
  request: Request;
}) => HttpResponse<{ data: string }> | Promise<HttpResponse<{ data: string }>>;

/**
 * An MSW handler for one call: opens the envelope like the server (a bad sign or invalid
 * data gets status 0 with the server's message), then lets `resolve` answer.
 */
export function callHandler<C extends CallDefinition>(call: C, resolve: CallResolver<C>) {
  const resolver: HttpResponseResolver = async ({ request }) => {
    const opened = await openCallRequest(call, request);
    if (!opened.ok) return sealedError(opened.message);
    return resolve({ input: opened.input, request });
  };
  return http.post(callUrl(call), resolver);
}
