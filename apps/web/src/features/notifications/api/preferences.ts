import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationPreferences } from "@turnuva/contract/notifications";
import { apiRequest } from "@/lib/api-client.ts";
import { notificationKeys } from "@/lib/notification-keys.ts";

export type NotificationPreference = NotificationPreferences["preferences"][number];

const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => apiRequest<NotificationPreferences>("/notifications/preferences", { auth: true, scope: "user", signal }),
  });

/** Issue 26: every kind with its channels (the defaults where the person chose nothing). */
export const useNotificationPreferences = () => useQuery(preferencesQueryOptions());

/** `PUT /api/notifications/preferences` for one kind; the answer (every kind) is the list shown. */
export function useSavePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preference: NotificationPreference) =>
      apiRequest<NotificationPreferences>("/notifications/preferences", { method: "PUT", body: preference, auth: true, scope: "user" }),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.preferences(), answer),
  });
}
