/**
 * The member's logged-in devices (issue 26; docs/api.md, user/listDevices): the list, logging one
 * out and logging out every other. A change asks the list again.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  listDevicesCall,
  logOutDeviceCall,
  logOutOtherDevicesCall,
} from '../contract/calls/user-devices.ts';
import { callApi } from './client.ts';

/** Query keys of the member's devices. */
export const deviceKeys = {
  root: ['devices'] as const,
};

/** `user/listDevices`: this device first, then the most recently used. */
export function fetchDevices(signal?: AbortSignal) {
  return callApi<typeof listDevicesCall>('user/listDevices', {}, { signal });
}

export function devicesQueryOptions() {
  return queryOptions({ queryKey: deviceKeys.root, queryFn: ({ signal }) => fetchDevices(signal) });
}

export function useDevices() {
  return useQuery(devicesQueryOptions());
}

/** Logs out the device `id`; it is logged out everywhere at once. */
export function useLogOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi<typeof logOutDeviceCall>('user/logOutDevice', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQueryOptions().queryKey }),
  });
}

/** Logs out every device but this one. */
export function useLogOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi<typeof logOutOtherDevicesCall>('user/logOutOtherDevices', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQueryOptions().queryKey }),
  });
}
