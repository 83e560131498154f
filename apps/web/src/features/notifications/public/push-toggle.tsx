import { useEffect, useId, useState } from "react";
import { ApiError, apiRequest } from "@/lib/api-client.ts";
import { pushTexts } from "@/texts/push.ts";

export type PushState = "checking" | "unsupported" | "blocked" | "on" | "off" | "working";

/** Whether this browser can take pushes at all: a service worker, the Push API and notifications. */
function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The server's VAPID key (base64url) as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The app's worker (public/sw.js), registered here too when the page's own registration has not run. */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  return navigator.serviceWorker.ready;
}

const sendSubscription = (subscription: PushSubscription) =>
  apiRequest("/push/subscriptions", { method: "POST", body: subscription.toJSON(), auth: true, scope: "user" });

async function turnOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "blocked";
  if (permission !== "granted") throw new PushRefusal(pushTexts.dismissed);
  const { publicKey } = await apiRequest<{ publicKey: string }>("/push/public-key");
  const registration = await workerRegistration();
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe(options);
  } catch (error) {
    // A subscription made with another key (the server's keys were replaced) must go first.
    const old = await registration.pushManager.getSubscription();
    if (!old) throw error;
    await old.unsubscribe();
    subscription = await registration.pushManager.subscribe(options);
  }
  try {
    await sendSubscription(subscription);
  } catch (error) {
    // The server did not take it: the browser must not keep a subscription nobody sends to.
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return "on";
}

async function turnOff(): Promise<PushState> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await apiRequest("/push/subscriptions", { method: "DELETE", body: { endpoint: subscription.endpoint }, auth: true, scope: "user" });
    await subscription.unsubscribe();
  }
  return "off";
}

class PushRefusal extends Error {}

/**
 * 'Bu cihazda bildirim al' (issue 26), for the notification preferences: asks the browser's
 * permission, subscribes this browser with the server's key through the app's service worker and
 * hands the subscription to the server, or takes it back. Which kinds are pushed is chosen beside
 * it, per kind; this only says whether this device receives them.
 */
export function PushToggle() {
  const id = useId();
  const [state, setState] = useState<PushState>(() => (pushSupported() ? "checking" : "unsupported"));
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported()) return;
    let current = true;
    void (async (): Promise<PushState> => {
      if (Notification.permission === "denied") return "blocked";
      const registration = await navigator.serviceWorker.getRegistration("/");
      const subscription = await registration?.pushManager.getSubscription();
      if (!subscription || Notification.permission !== "granted") return "off";
      // Told again: the server may have dropped it (its push service said it was gone), or
      // another person used this browser since.
      await sendSubscription(subscription).catch(() => undefined);
      return "on";
    })()
      .catch(() => "off" as const)
      .then((found) => {
        if (current) setState(found);
      });
    return () => {
      current = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setProblem(null);
    setState("working");
    try {
      setState(await (on ? turnOn() : turnOff()));
    } catch (error) {
      setProblem(error instanceof ApiError || error instanceof PushRefusal ? error.message : pushTexts.failed);
      setState(on ? "off" : "on");
    }
  };

  const disabled = state === "unsupported" || state === "blocked" || state === "checking" || state === "working";
  return (
    <div>
      <label htmlFor={id} className="flex items-center gap-2 font-medium text-slate-800">
        <input
          id={id}
          type="checkbox"
          className="size-4"
          checked={state === "on"}
          disabled={disabled}
          aria-describedby={`${id}-state`}
          onChange={(event) => void change(event.target.checked)}
        />
        {pushTexts.label}
      </label>
      <p id={`${id}-state`} role="status" className="mt-1 text-sm text-slate-600">
        {problem ?? pushTexts.states[state]}
      </p>
    </div>
  );
}
