import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallResponse } from '../contract/call.ts';
import type {
  notificationSettingsCall,
  setNotificationSettingCall,
} from '../contract/calls/notifications.ts';
import type { NotificationType } from '../contract/entities-notifications.ts';
import { callApi } from './client.ts';
import { notificationKeys } from './notification-keys.ts';

type SettingsAnswer = CallResponse<typeof notificationSettingsCall>;

export interface NotificationSettingChange {
  type: NotificationType;
  enabled: boolean;
}

/** `user/setNotificationSetting`: turns one type on or off; answers every type. */
export function setNotificationSetting({ type, enabled }: NotificationSettingChange) {
  return callApi<typeof setNotificationSettingCall>('user/setNotificationSetting', {
    type,
    enabled: enabled ? 1 : 0,
  });
}

/**
 * Turns one type on or off, shown at once (optimistic) and put back when the server refuses;
 * the caller tells the member. The server's answer, every type, becomes the cached settings.
 */
export function useSetNotificationSetting() {
  const queryClient = useQueryClient();
  const key = notificationKeys.settings();
  return useMutation({
    // One after another, so the server sees the switches in the order they were flipped.
    scope: { id: 'notification-settings' },
    mutationFn: setNotificationSetting,
    onMutate: async ({ type, enabled }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SettingsAnswer>(key);
      if (before) {
        queryClient.setQueryData<SettingsAnswer>(key, {
          settings: { ...before.settings, [type]: enabled ? 1 : 0 },
        });
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}
