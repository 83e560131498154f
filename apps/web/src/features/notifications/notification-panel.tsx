import { useEffect, useRef, useState } from "react";
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
 * for the next page), each its sentence, how long ago and a link to what it is about. Its content
 * is mounted only while it is open (Radix), so each opening starts afresh.
 */
export function NotificationPanel({ open, onOpenChange }: NotificationPanelProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={notificationMessages.title} actions={<MarkAllRead />}>
      <NotificationList onFollow={() => onOpenChange(false)} />
    </Dialog>
  );
}

function MarkAllRead() {
  const list = useNotificationList();
  const markRead = useMarkRead();
  if (!list.data?.pages[0]?.notifications.length) return null;
  return (
    // aria-disabled, not disabled: focus stays on the pressed button, inside the dialog.
    <Button variant="secondary" aria-disabled={markRead.isPending} onClick={() => markRead.isPending || markRead.mutate({ all: true })}>
      {notificationMessages.markAllRead}
    </Button>
  );
}

/**
 * What is shown unread is marked read at once (opening the panel reads them), yet stays marked as
 * new while the panel is open, so the person sees which ones are new.
 */
function NotificationList({ onFollow }: { onFollow: () => void }) {
  const list = useNotificationList();
  const { mutate } = useMarkRead();
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unreadKey = notifications
    .filter((notification) => notification.readAt === null)
    .map((notification) => notification._id)
    .join(",");
  // The ones shown unread since the panel opened (kept when the server's list says them read).
  const [shownUnread, setShownUnread] = useState<ReadonlySet<string>>(new Set());
  const fresh = unreadKey === "" ? [] : unreadKey.split(",").filter((id) => !shownUnread.has(id));
  if (fresh.length > 0) setShownUnread(new Set([...shownUnread, ...fresh]));

  // Each id is sent once, though the list may still say it unread until it is read again.
  const sent = useRef(new Set<string>());
  useEffect(() => {
    const ids = unreadKey.split(",").filter((id) => id !== "" && !sent.current.has(id));
    for (const id of ids) sent.current.add(id);
    // The server takes at most 100 at once; a page holds 20.
    for (let start = 0; start < ids.length; start += 100) mutate({ ids: ids.slice(start, start + 100) });
  }, [unreadKey, mutate]);

  const isNew = (notification: NotificationView) => notification.readAt === null || shownUnread.has(notification._id);

  if (list.isPending) return <Spinner label={notificationTexts.loading} />;
  if (list.isError && notifications.length === 0) return <Alert tone="error">{notificationTexts.failed}</Alert>;
  if (notifications.length === 0) return <p className="text-slate-600">{notificationMessages.empty}</p>;
  return (
    <>
      <ul className="-mx-2 flex flex-col">
        {notifications.map((notification) => (
          <li key={notification._id}>
            <Link
              to={notificationPath(notification.kind, notification.data)}
              onClick={onFollow}
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
                <time dateTime={notification.createdAt} title={exactDate(notification.createdAt)} className="mt-0.5 block text-sm text-slate-600">
                  {relativeTime(notification.createdAt)}
                </time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        // aria-disabled, not disabled: focus stays on the pressed button, inside the dialog.
        <Button
          variant="ghost"
          className="mt-2 w-full aria-disabled:cursor-wait"
          aria-disabled={list.isFetchingNextPage}
          onClick={() => list.isFetchingNextPage || void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? commonTexts.loading : notificationTexts.loadMore}
        </Button>
      ) : null}
    </>
  );
}
