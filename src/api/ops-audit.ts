import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_EXPORT_PATH, type AuditFilters, type opsAuditLogCall } from '../contract/calls/ops-audit.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';
import { opsKeys } from './ops-keys.ts';

/** Query keys of the audit log, one per selection; under the console's root. */
export const opsAuditKeys = {
  root: [...opsKeys.root, 'audit'] as const,
  search: (filters: AuditFilters) => [...opsKeys.root, 'audit', filters] as const,
};

/** The filters without their empty fields: the same selection has one key and one export link. */
export function auditFiltersOf(filters: AuditFilters): AuditFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as AuditFilters;
}

/** One page of the log, newest first. */
export function fetchAuditLog(filters: AuditFilters, page: number, signal?: AbortSignal) {
  return callApi<typeof opsAuditLogCall>(
    'ops/auditLog',
    { ...filters, page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function auditLogQueryOptions(filters: AuditFilters) {
  const selection = auditFiltersOf(filters);
  return infiniteQueryOptions({
    queryKey: opsAuditKeys.search(selection),
    queryFn: ({ pageParam, signal }) => fetchAuditLog(selection, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // A new search keeps the rows shown until its own come in, rather than flashing empty.
    placeholderData: keepPreviousData,
  });
}

/** The log for a selection, page by page. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters));
}

/** The CSV export's address for a selection: a plain link, the browser sends the operator cookie. */
export function auditExportUrl(filters: AuditFilters): string {
  const query = new URLSearchParams(auditFiltersOf(filters) as Record<string, string>).toString();
  return query ? `${AUDIT_EXPORT_PATH}?${query}` : AUDIT_EXPORT_PATH;
}
