/**
 * The console's leak tracer (issue 26, docs/api.md "Operations: tracing a leaked image"): the copy
 * goes as a multipart form to `POST /ops-upload/trace-leak`; the browser sends the operator
 * cookie itself. The answer is plain JSON: code 1 with what the mark names, else the server's
 * translated reason, thrown as ApiError.
 */
import { useMutation } from '@tanstack/react-query';
import {
  TRACE_LEAK_FIELD,
  TRACE_LEAK_PATH,
  traceLeakAnswerSchema,
  type TraceLeakAnswer,
} from '../contract/calls/ops-leaks.ts';
import { DEFAULT_LOCALE } from '../i18n/locale-resolution.ts';
import { session } from '../state/session.ts';
import { ApiError, HttpError } from './errors.ts';

/** A trace may read a 20 MB picture: it gives up after two minutes. */
export const TRACE_LEAK_TIMEOUT_MS = 120_000;

/** What a trace found: the mark's names, or `{found: false}`. */
export type LeakTrace = TraceLeakAnswer['data'];

/** Sends one copy and answers what its mark names. */
export async function traceLeakCopy(file: Blob, signal?: AbortSignal): Promise<LeakTrace> {
  const form = new FormData();
  form.append(TRACE_LEAK_FIELD, file, file instanceof File ? file.name : 'copy');
  const timeout = AbortSignal.timeout(TRACE_LEAK_TIMEOUT_MS);
  const response = await fetch(TRACE_LEAK_PATH, {
    method: 'POST',
    headers: { 'Accept-Language': session.locale ?? DEFAULT_LOCALE },
    body: form,
    credentials: 'same-origin',
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const body: unknown = await response.json().catch(() => null);
  const answer = traceLeakAnswerSchema.safeParse(body);
  if (response.status === 200 && answer.success) return answer.data.data;
  const msg = (body as { msg?: unknown } | null)?.msg;
  if (typeof msg === 'string' && msg) throw new ApiError(msg);
  throw new HttpError(response.status, response.statusText);
}

/** Traces one copy at a time; the last answer stays until the next file is sent. */
export function useTraceLeak() {
  return useMutation({ mutationFn: (file: File) => traceLeakCopy(file) });
}
