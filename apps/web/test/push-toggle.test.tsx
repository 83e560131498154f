import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PushToggle } from "@/features/notifications/public/push-toggle.tsx";
import { pushTexts } from "@/texts/push.ts";
import { writeToken } from "@/lib/token-storage.ts";
import { stubServer } from "./network-stub.ts";

/**
 * 'Bu cihazda bildirim al' (issue 26). The browser's parts (the permission, the service worker's
 * push manager) are stubbed, as the browser gives them; our server is the network stub.
 */

const PUBLIC_KEY = "BH0HQzbJCE1LqukIFRLDqA3NZH5wtIl1eh4uP9xxRLxJwLtvg6Z20qFFRx8MK5ghEbqgf_DLQ4MPBLWuAMJTPmo";
const ENDPOINT = "https://push.example.com/abc";
const SUBSCRIPTION_JSON = { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: "p".repeat(87), auth: "a".repeat(22) } };

/** The browser: its answer to the permission question, and a push manager holding at most one subscription. */
function stubBrowser({ permission = "default", answer = "granted" }: { permission?: NotificationPermission; answer?: NotificationPermission } = {}) {
  const state = { permission, subscribedWith: null as Uint8Array | null, unsubscribed: 0 };
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: vi.fn(async () => {
      state.subscribedWith = null;
      state.unsubscribed += 1;
      return true;
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => (state.subscribedWith ? subscription : null)),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      state.subscribedWith = options.applicationServerKey;
      return subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal(
    "Notification",
    Object.assign(function Notification() {}, {
      get permission() {
        return state.permission;
      },
      requestPermission: vi.fn(async () => {
        state.permission = answer;
        return answer;
      }),
    }),
  );
  vi.stubGlobal("PushManager", function PushManager() {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { register: vi.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: vi.fn(async () => registration) },
  });
  return state;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
});

const toggle = () => screen.getByRole("checkbox", { name: pushTexts.label });

describe("PushToggle", () => {
  it("subscribes this browser with the server's key and hands the subscription to the server", async () => {
    writeToken("t0ken");
    const browser = stubBrowser();
    const requests = stubServer({
      "GET /api/push/public-key": () => ({ status: 200, body: { publicKey: PUBLIC_KEY } }),
      "POST /api/push/subscriptions": () => ({ status: 201, body: { endpoint: ENDPOINT } }),
    });
    render(<PushToggle />);
    expect(await screen.findByText(pushTexts.states.off)).toBeTruthy();
    expect(toggle()).toHaveProperty("checked", false);

    await userEvent.click(toggle());
    expect(await screen.findByText(pushTexts.states.on)).toBeTruthy();
    expect(toggle()).toHaveProperty("checked", true);
    expect(Buffer.from(browser.subscribedWith ?? []).toString("base64url")).toBe(PUBLIC_KEY);
    const sent = requests.find((request) => request.method === "POST");
    expect(sent?.body).toEqual(SUBSCRIPTION_JSON);
    expect(sent?.headers.Authorization).toBe("Bearer t0ken");
  });

  it("takes the subscription back from the server and the browser", async () => {
    writeToken("t0ken");
    const browser = stubBrowser({ permission: "granted" });
    browser.subscribedWith = new Uint8Array([4]);
    const requests = stubServer({
      "POST /api/push/subscriptions": () => ({ status: 201, body: { endpoint: ENDPOINT } }),
      "DELETE /api/push/subscriptions": () => ({ status: 204, body: null }),
    });
    render(<PushToggle />);
    expect(await screen.findByText(pushTexts.states.on)).toBeTruthy();

    await userEvent.click(toggle());
    expect(await screen.findByText(pushTexts.states.off)).toBeTruthy();
    expect(requests.find((request) => request.method === "DELETE")?.body).toEqual({ endpoint: ENDPOINT });
    expect(browser.unsubscribed).toBe(1);
  });

  it("says so when the browser blocks notifications, and when it cannot take pushes at all", async () => {
    stubBrowser({ permission: "denied" });
    const { unmount } = render(<PushToggle />);
    expect(await screen.findByText(pushTexts.states.blocked)).toBeTruthy();
    expect(toggle()).toHaveProperty("disabled", true);
    unmount();

    Reflect.deleteProperty(navigator, "serviceWorker");
    render(<PushToggle />);
    expect(screen.getByText(pushTexts.states.unsupported)).toBeTruthy();
    expect(toggle()).toHaveProperty("disabled", true);
  });

  it("stays off, with the reason, when permission is refused or the server refuses the subscription", async () => {
    stubBrowser({ answer: "denied" });
    const { unmount } = render(<PushToggle />);
    await userEvent.click(await screen.findByRole("checkbox", { name: pushTexts.label }));
    expect(await screen.findByText(pushTexts.states.blocked)).toBeTruthy();
    unmount();

    const browser = stubBrowser();
    stubServer({
      "GET /api/push/public-key": () => ({ status: 200, body: { publicKey: PUBLIC_KEY } }),
      "POST /api/push/subscriptions": () => ({ status: 400, body: { code: "VALIDATION_ERROR", message: "Adres reddedildi." } }),
    });
    render(<PushToggle />);
    await waitFor(() => expect(toggle()).toHaveProperty("disabled", false));
    await userEvent.click(toggle());
    expect(await screen.findByText("Adres reddedildi.")).toBeTruthy();
    expect(toggle()).toHaveProperty("checked", false);
    // The browser keeps no subscription the server does not know.
    expect(browser.subscribedWith).toBeNull();
  });
});
