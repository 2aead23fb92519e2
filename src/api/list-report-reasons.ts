import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listReportReasonsCall } from '../contract/calls/user-reports-and-blocks.ts';
import type { Locale } from '../i18n/locale-resolution.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { callApi } from './client.ts';
import { localizedKey } from './localized-query.ts';

/** The reasons are written by the server in the request's language: one entry per locale. */
export const reportReasonKeys = {
  root: ['report-reasons'] as const,
  list: (locale: Locale) => localizedKey(reportReasonKeys.root, locale),
};

/** The reasons a report may give; a report names one by its index in this list. */
export function fetchReportReasons(locale: Locale, signal?: AbortSignal) {
  return callApi<typeof listReportReasonsCall>('user/reportreason', {}, { signal, locale });
}

export function reportReasonsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: reportReasonKeys.list(locale),
    queryFn: ({ signal }) => fetchReportReasons(locale, signal),
    select: (answer) => answer.list,
    // The list changes with a deployment, not while someone reads it.
    staleTime: Infinity,
  });
}

/** The report dialog's reasons, in the app's language. */
export function useReportReasons() {
  return useQuery(reportReasonsQueryOptions(useLocale()));
}
