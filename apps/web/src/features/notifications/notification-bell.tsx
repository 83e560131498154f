import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useState, type ReactNode } from "react";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { listenToNotifications } from "@/lib/live/notification-stream.ts";
import { useSession } from "@/lib/session/use-session.ts";
import { readToken } from "@/lib/token-storage.ts";
import { notificationBellTexts } from "@/texts/notification-bell.ts";
import { ErrorBoundary } from "@/ui/error-boundary.tsx";
import { BellIcon } from "@/ui/icons.tsx";
import { notificationKeys } from "@/lib/notification-keys.ts";

// The panel (Radix's dialog, the list, the sentences) loads when the bell is pressed: the shell
// carries only the button and the stream (scripts/report-sizes.mjs, ON_INTENT).
const NotificationPanel = lazyNamed(() => import("./notification-panel.tsx"), "NotificationPanel");

/**
 * Issue 26: the bell of the header and of the bottom bar, with the unread count that the stream
 * keeps (0 until it has said); a press opens the panel. `children`: the bottom bar's word under it.
 */
export function NotificationBell({ className, children }: { className: string; children?: ReactNode }) {
  const unread = useQuery({ queryKey: notificationKeys.unread(), queryFn: () => 0, enabled: false }).data ?? 0;
  // Undefined until the first press; the panel then stays mounted, so that closing it gives focus back.
  const [open, setOpen] = useState<boolean>();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={notificationBellTexts.label(unread)}
        className={className}
        onClick={() => setOpen(true)}
      >
        {/* The word comes first in reading order and shows under the bell (`order-first` on a
            column): a screen reader's name begins with what a sighted person reads, word then count. */}
        {children}
        <span className="relative order-first">
          <BellIcon />
          {unread ? (
            <span className="absolute -top-2 left-3 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs/5 font-bold text-white">
              {notificationBellTexts.count(unread)}
            </span>
          ) : null}
        </span>
      </button>
      {open === undefined ? null : (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <NotificationPanel open={open} onOpenChange={setOpen} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}

/**
 * Runs the signed-in person's stream (one per tab, whatever the number of bells) and says each new
 * notification's sentence in a polite live region. The sentences' code loads with the first one.
 */
export function NotificationAnnouncer() {
  const queryClient = useQueryClient();
  const userId = useSession().user?._id;
  const [said, setSaid] = useState("");
  useEffect(() => {
    const token = readToken();
    if (!userId || !token) return;
    const stop = listenToNotifications(queryClient, token, ({ kind, data }) => {
      void import("./notification-sentence.ts").then(({ notificationText }) => setSaid(notificationText(kind, data)));
    });
    return () => {
      stop();
      setSaid("");
    };
  }, [queryClient, userId]);
  return (
    <p aria-live="polite" className="sr-only">
      {said}
    </p>
  );
}
