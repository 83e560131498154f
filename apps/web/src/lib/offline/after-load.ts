import { onlineManager } from "@tanstack/react-query";
import { offlineTexts } from "@/texts/offline.ts";

/**
 * Issue 26, loaded by main.tsx once the page has loaded, apart from the shell (the first screen
 * waits for none of it): the service worker (public/sw.js: the last seen pages offline, push) and
 * the notice that the device is offline.
 */

const NOTICE_ID = "offline-notice";

/**
 * A line above the app while the device is offline (outside React: the shell carries no code for
 * it). Polite: it is read once, not in the middle of what the person is doing.
 */
export function showOfflineNotice(offline: boolean): void {
  const present = document.getElementById(NOTICE_ID);
  if (!offline) {
    present?.remove();
    return;
  }
  if (present) return;
  const notice = document.createElement("div");
  notice.id = NOTICE_ID;
  notice.setAttribute("role", "status");
  notice.className = "border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950";
  notice.textContent = offlineTexts.notice;
  document.body.prepend(notice);
}

export function watchConnection(): void {
  const update = () => showOfflineNotice(!navigator.onLine);
  addEventListener("online", update);
  addEventListener("offline", update);
  update();
}

/** Registers the service worker, and hands it the assets the page loaded before it was in control. */
export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  const ready = await navigator.serviceWorker.ready;
  const urls = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/assets/`));
  ready.active?.postMessage({ type: "cache-assets", urls });
  // With a worker answering reads from its cache, a read offline is worth making: TanStack Query
  // would otherwise hold every query paused until the connection came back. Writes still fail
  // offline, with their usual message.
  onlineManager.setEventListener(() => () => undefined);
  onlineManager.setOnline(true);
}

watchConnection();
// The development server changes its modules under the page: no worker there.
if (import.meta.env.PROD) registerServiceWorker().catch(() => undefined);
