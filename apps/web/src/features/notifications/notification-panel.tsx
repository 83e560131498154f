import { useEffect, useState } from "react";
import { Link } from "react-router";
import { notificationMessages, notificationPath, notificationText, type NotificationView } from "@turnuva/contract/notification-rules";
import { exactDate, relativeTime } from "@/lib/relative-time.ts";
import { commonTexts } from "@/texts/common.ts";
import { notificationTexts } from "@/texts/notifications.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { cx } from "@/ui/class-names.ts";
import { Dialog } from "@/ui/dialog.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { useMarkRead, useNotificationList } from "./api/notifications.ts";

interface NotificationPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Issue 26: the bell's panel, a dialog listing the own notifications (newest first, 'Daha fazla'
 * for the next page), each its sentence, how long ago and a link to what it is about. What is
 * shown unread is marked read at once (opening the panel reads them), yet stays marked as new
 * until the panel closes, so the person sees which ones are new.
 */
export function NotificationPanel({ open, onOpenChange }: NotificationPanelProps) {
  const list = useNotificationList(open);
  const markRead = useMarkRead();
  const [shownUnread, setShownUnread] = useState<ReadonlySet<string>>(new Set());
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unreadIds = open ? notifications.filter((notification) => notification.readAt === null && !shownUnread.has(notification._id)) : [];
  const unreadKey = unreadIds.map((notification) => notification._id).join(",");
  const { mutate } = markRead;

  useEffect(() => {
    if (unreadKey === "") return;
    const ids = unreadKey.split(",");
    setShownUnread((shown) => new Set([...shown, ...ids]));
    // The server takes at most 100 at once; a page holds 20.
    for (let start = 0; start < ids.length; start += 100) mutate({ ids: ids.slice(start, start + 100) });
  }, [unreadKey, mutate]);
  useEffect(() => {
    if (!open) setShownUnread(new Set());
  }, [open]);

  const isNew = (notification: NotificationView) => notification.readAt === null || shownUnread.has(notification._id);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={notificationMessages.title}
      actions={
        notifications.length > 0 ? (
          <Button variant="secondary" disabled={markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
            {notificationMessages.markAllRead}
          </Button>
        ) : null
      }
    >
      {list.isPending ? (
        <Spinner label={notificationTexts.loading} />
      ) : list.isError && notifications.length === 0 ? (
        <Alert tone="error">{notificationTexts.failed}</Alert>
      ) : notifications.length === 0 ? (
        <p className="text-slate-600">{notificationMessages.empty}</p>
      ) : (
        <>
          <ul className="-mx-2 flex flex-col">
            {notifications.map((notification) => (
              <li key={notification._id}>
                <Link
                  to={notificationPath(notification.kind, notification.data)}
                  onClick={() => onOpenChange(false)}
                  className={cx("flex gap-3 rounded-lg px-2 py-3 hover:bg-slate-100", isNew(notification) && "bg-indigo-50")}
                >
                  <span
                    aria-hidden="true"
                    className={cx("mt-1.5 size-2.5 shrink-0 rounded-full", isNew(notification) ? "bg-indigo-600" : "bg-transparent")}
                  />
                  <span className="min-w-0 flex-1">
                    {isNew(notification) ? <span className="sr-only">{notificationTexts.unread}: </span> : null}
                    <span className={cx("block break-words", isNew(notification) && "font-semibold")}>
                      {notificationText(notification.kind, notification.data)}
                    </span>
                    <time dateTime={notification.createdAt} title={exactDate(notification.createdAt)} className="mt-0.5 block text-sm text-slate-500">
                      {relativeTime(notification.createdAt)}
                    </time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button variant="ghost" className="mt-2 w-full" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? commonTexts.loading : notificationTexts.loadMore}
            </Button>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
