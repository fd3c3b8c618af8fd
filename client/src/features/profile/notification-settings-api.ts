import { statusOf } from '@client/lib/api';
import { call, keyOf, queryOf } from '@client/lib/api-client';
import { notificationSettingContracts } from '@common/contracts/notification-settings';
import type { EmailKind, NotificationSettingsUpdate } from '@common/schemas/notification-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export function useNotificationSettings() {
  return useQuery(queryOf(notificationSettingContracts.settings));
}

/** Saves one kind's channels; the answer (every kind) becomes what the screen shows. */
export function useSaveNotificationChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationSettingsUpdate) =>
      call(notificationSettingContracts.updateSettings, { body: change }),
    onSuccess: (settings) =>
      queryClient.setQueryData(keyOf(notificationSettingContracts.settings), settings),
  });
}

/** The link's parameters as its URL holds them. */
export interface UnsubscribeLink {
  user: string;
  kind: EmailKind;
  token: string;
}

/**
 * The e-mail's one-click unsubscribe, from the page its link opens. The link works signed
 * out: a stale session on this device answers 401, which ends it, so it is tried once more.
 */
export async function unsubscribe(link: UnsubscribeLink): Promise<void> {
  const query = { ...link, user: Number(link.user) };
  const send = () => call(notificationSettingContracts.unsubscribe, { query });
  try {
    await send();
  } catch (err) {
    if (statusOf(err) !== 401) throw err;
    await send();
  }
}
