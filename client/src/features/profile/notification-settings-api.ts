import { api, statusOf } from '@client/lib/api';
import type { NotificationKind } from '@common/notification-kinds';
import type {
  NotificationSettings,
  NotificationSettingsUpdate,
} from '@common/schemas/notification-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const settingsKey = ['notification-settings'] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await api.get<NotificationSettings>('/notifications/settings')).data,
  });
}

/** Saves one kind's channels; the answer (every kind) becomes what the screen shows. */
export function useSaveNotificationChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: NotificationSettingsUpdate) =>
      (await api.put<NotificationSettings>('/notifications/settings', change)).data,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}

export interface UnsubscribeLink {
  user: string;
  kind: NotificationKind;
  token: string;
}

/**
 * The e-mail's one-click unsubscribe, from the page its link opens. The link works signed
 * out: a stale session on this device answers 401, which ends it, so it is tried once more.
 */
export async function unsubscribe(link: UnsubscribeLink): Promise<void> {
  const send = () => api.post('/notifications/unsubscribe', undefined, { params: link });
  try {
    await send();
  } catch (err) {
    if (statusOf(err) !== 401) throw err;
    await send();
  }
}
