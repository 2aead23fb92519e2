import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { getSettingsCall, updateSettingsCall } from '../contract/calls/ops-admin.ts';
import type { CallRequest } from '../contract/call.ts';
import { callApi } from './client.ts';
import { opsKeys } from './ops-keys.ts';

const settingsKey = [...opsKeys.root, 'settings'] as const;

/** The console's settings in force (admins only). */
export function useOpsSettings() {
  return useQuery(
    queryOptions({
      queryKey: settingsKey,
      queryFn: ({ signal }) => callApi<typeof getSettingsCall>('ops/settings', {}, { signal }),
    }),
  );
}

/** Saves the settings; the answer is what is now in force. */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<typeof updateSettingsCall>) =>
      callApi<typeof updateSettingsCall>('ops/updateSettings', input),
    onSuccess: (settings) => client.setQueryData(settingsKey, settings),
  });
}
