import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationList } from "@turnuva/contract/notifications";
import { apiRequest } from "@/lib/api-client.ts";
import { notificationKeys } from "@/lib/notification-keys.ts";

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<NotificationList>(`/notifications?page=${pageParam}&limit=${NOTIFICATIONS_PAGE_SIZE}`, { auth: true, scope: "user", signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.currentPage + 1 : undefined),
  });

/** The own notifications, newest first (read while the panel is open). */
export const useNotificationList = () => useInfiniteQuery(notificationListQueryOptions());

export type MarkReadRequest = { ids: string[] } | { all: true };

/** `POST /api/notifications/read`: the answer's count is the bell's at once (the stream says it too). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadRequest) =>
      apiRequest<{ unreadCount: number }>("/notifications/read", { method: "POST", body, auth: true, scope: "user" }),
    onSuccess: ({ unreadCount }) => queryClient.setQueryData(notificationKeys.unread(), unreadCount),
  });
}
