import { createECDH, randomBytes } from "node:crypto";
import { notificationPath, notificationText, type NotificationData } from "@turnuva/contract/notification-rules";
import { PUSH_ENDPOINT_MAX_LENGTH, pushMessages } from "@turnuva/contract/push";
import { eq, sql } from "drizzle-orm";
import ece from "http_ece";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { pushSubscriptions } from "../src/db/schema.ts";
import { withTransaction } from "../src/db/transaction.ts";
import { notify } from "../src/modules/notifications/notify.ts";
import { guardedLookup, isPublicAddress } from "../src/modules/push/endpoint-guard.ts";
import { pushWorker } from "../src/modules/push/worker.ts";
import { type TestApp, caller, startTestApp, testConfig } from "./support/app.ts";
import { type BuiltSession, buildSession, buildUser } from "./support/factories.ts";
import { type PushService, startPushService } from "./support/push-service.ts";

/**
 * Issue 26, Web Push: a browser subscribes, a notification of a kind the person wants pushed is
 * POSTed to its push service, encrypted (aes128gcm) and signed (VAPID), and a subscription the
 * push service says is gone is removed. Endpoints that would make the server call into this
 * machine or a private network are refused, when subscribing and again when sending.
 */

/** What a browser keeps: its key pair and auth secret, and the subscription it hands the server. */
function browserSubscription(endpoint: string) {
  const keyPair = createECDH("prime256v1");
  keyPair.generateKeys();
  const authSecret = randomBytes(16);
  return {
    keyPair,
    authSecret,
    json: { endpoint, keys: { p256dh: keyPair.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") } },
  };
}

const notifyContext = { siteUrl: "http://localhost", unsubscribeUrl: () => "http://localhost/abonelik" };

const invitation: NotificationData = { platform: { slug: "cuma-ligi", name: "Cuma Ligi" }, actor: "ali" };

describe("with the test's own push service (private endpoints allowed)", () => {
  let t: TestApp;
  let service: PushService;
  const call = caller(() => t.app);
  beforeAll(async () => {
    service = await startPushService();
    t = await startTestApp({ push: { ...testConfig().push, allowPrivateEndpoints: true } }, { push: { ca: service.ca, intervalMs: 50 } });
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const notifyInvitation = (userId: string, kind: "platformInvited" | "invitationAccepted" = "platformInvited") =>
    withTransaction(t.database.db, (tx) => notify(tx, notifyContext, [userId], kind, invitation));

  const subscriptionsOf = (userId: string) =>
    t.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  let endpointCounter = 0;
  const freshEndpoint = () => `${service.origin}/push/${++endpointCounter}`;

  async function subscribed(session: BuiltSession) {
    const browser = browserSubscription(freshEndpoint());
    const response = await call("POST", "/api/push/subscriptions", session, browser.json);
    expect(response.statusCode).toBe(201);
    return browser;
  }

  it("gives the VAPID public key to anyone, the same each time, as it is kept in the database", async () => {
    const first = await call("GET", "/api/push/public-key");
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    // An uncompressed P-256 point: 65 bytes, base64url.
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect((await call("GET", "/api/push/public-key")).json()).toEqual({ publicKey });
    const [stored] = await queryRows<{ value: string }>(t.database.db, sql`SELECT value FROM server_keys WHERE name = 'vapid-keys'`);
    expect(JSON.parse(stored?.value ?? "{}")).toMatchObject({ publicKey, privateKey: expect.any(String) });
  });

  it("pushes an invitation to the invitee's browser, encrypted and signed, and clears its mark", async () => {
    const session = await buildSession(t.database.db);
    const browser = await subscribed(session);
    await notifyInvitation(session.user.id);

    const push = await service.next();
    expect(push.method).toBe("POST");
    expect(push.path).toBe(new URL(browser.json.endpoint).pathname);
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers.ttl).toBe("86400");
    const { publicKey } = (await call("GET", "/api/push/public-key")).json<{ publicKey: string }>();
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    // Only the browser's keys open it.
    expect(push.body.toString("utf8")).not.toContain("Turnuvam");
    const payload = ece.decrypt(push.body, { version: "aes128gcm", privateKey: browser.keyPair, authSecret: browser.authSecret });
    expect(JSON.parse(payload.toString("utf8"))).toEqual({
      title: "Turnuvam",
      body: notificationText("platformInvited", invitation),
      url: notificationPath("platformInvited", invitation),
    });
    const marks = await queryRows<{ push_due: boolean }>(t.database.db, sql`SELECT push_due FROM notifications WHERE user_id = ${session.user.id}`);
    expect(marks).toEqual([{ push_due: false }]);
  });

  it("pushes only the kinds the person wants pushed (an accepted invitation is not, by default)", async () => {
    const session = await buildSession(t.database.db);
    const browser = await subscribed(session);
    await notifyInvitation(session.user.id, "invitationAccepted");
    await notifyInvitation(session.user.id, "platformInvited");

    const push = await service.next();
    const payload = ece.decrypt(push.body, { version: "aes128gcm", privateKey: browser.keyPair, authSecret: browser.authSecret });
    expect(JSON.parse(payload.toString("utf8")).body).toBe(notificationText("platformInvited", invitation));
    // A few more rounds: nothing else arrives.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(service.received.filter((request) => request.path === push.path)).toHaveLength(1);
  });

  it("removes a subscription its push service says is gone (410), and keeps one that failed otherwise (500)", async () => {
    const gone = await buildSession(t.database.db);
    const failing = await buildSession(t.database.db);
    await subscribed(gone);
    await subscribed(failing);

    service.status = 410;
    try {
      await notifyInvitation(gone.user.id);
      await service.next();
      await waitFor(async () => (await subscriptionsOf(gone.user.id)).length === 0);

      service.status = 500;
      await notifyInvitation(failing.user.id);
      await service.next();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await subscriptionsOf(failing.user.id)).toHaveLength(1);
    } finally {
      service.status = 201;
    }
  });

  it("keeps one subscription per browser: subscribing again, or as another person, moves it", async () => {
    const first = await buildSession(t.database.db);
    const second = await buildSession(t.database.db);
    const browser = browserSubscription(freshEndpoint());
    expect((await call("POST", "/api/push/subscriptions", first, browser.json)).statusCode).toBe(201);
    expect((await call("POST", "/api/push/subscriptions", first, browser.json)).statusCode).toBe(201);
    expect(await subscriptionsOf(first.user.id)).toEqual([{ endpoint: browser.json.endpoint }]);

    const response = await call("POST", "/api/push/subscriptions", second, browser.json);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ endpoint: browser.json.endpoint });
    expect(await subscriptionsOf(first.user.id)).toEqual([]);
    expect(await subscriptionsOf(second.user.id)).toEqual([{ endpoint: browser.json.endpoint }]);
  });

  it("removes only the person's own subscription", async () => {
    const owner = await buildSession(t.database.db);
    const stranger = await buildSession(t.database.db);
    const browser = await subscribed(owner);

    const theirs = await call("DELETE", "/api/push/subscriptions", stranger, { endpoint: browser.json.endpoint });
    expect(theirs.statusCode).toBe(204);
    expect(await subscriptionsOf(owner.user.id)).toHaveLength(1);

    const own = await call("DELETE", "/api/push/subscriptions", owner, { endpoint: browser.json.endpoint });
    expect(own.statusCode).toBe(204);
    expect(await subscriptionsOf(owner.user.id)).toEqual([]);
  });

  it("asks for a signed-in person to subscribe or unsubscribe", async () => {
    const browser = browserSubscription(freshEndpoint());
    expect((await call("POST", "/api/push/subscriptions", undefined, browser.json)).statusCode).toBe(401);
    expect((await call("DELETE", "/api/push/subscriptions", undefined, { endpoint: browser.json.endpoint })).statusCode).toBe(401);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = ${browser.json.endpoint}`,
    );
    expect(row?.n).toBe(0);
  });
});

describe("without PUSH_ALLOW_PRIVATE_ENDPOINTS", () => {
  let t: TestApp;
  let service: PushService;
  let session: BuiltSession;
  const call = caller(() => t.app);
  beforeAll(async () => {
    service = await startPushService();
    t = await startTestApp();
    session = await buildSession(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const subscribe = (endpoint: string, keys = browserSubscription(endpoint).json.keys) =>
    call("POST", "/api/push/subscriptions", session, { endpoint, keys });

  const storedEndpoints = async () =>
    (
      await t.database.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, session.user.id))
    ).map((row) => row.endpoint);

  it("refuses an endpoint that is not https", async () => {
    for (const endpoint of [
      "http://push.example.com/abc",
      "ftp://push.example.com/abc",
      "push.example.com/abc",
      "https://kisi:sifre@push.example.com/abc",
    ]) {
      const response = await subscribe(endpoint);
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json(), endpoint).toMatchObject({
        message: pushMessages.endpointNotHttps,
        fields: { endpoint: pushMessages.endpointNotHttps },
      });
    }
    expect(await storedEndpoints()).toEqual([]);
  });

  it("refuses an endpoint on this machine or a private network", async () => {
    for (const endpoint of [
      "https://127.0.0.1/push",
      "https://localhost/push",
      "https://10.1.2.3/push",
      "https://172.16.5.4/push",
      "https://192.168.1.1/push",
      "https://169.254.169.254/latest",
      "https://0.0.0.0/push",
      "https://[::1]/push",
      "https://[::]/push",
      "https://[fd12:3456::1]/push",
      "https://[fe80::1]/push",
      "https://[::ffff:127.0.0.1]/push",
      `${service.origin}/push`,
    ]) {
      const response = await subscribe(endpoint);
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json(), endpoint).toEqual({
        code: "VALIDATION_ERROR",
        message: pushMessages.endpointPrivate,
        fields: { endpoint: pushMessages.endpointPrivate },
      });
    }
    expect(await storedEndpoints()).toEqual([]);
  });

  it("accepts a public https endpoint, and refuses one too long or with broken keys", async () => {
    const good = "https://93.184.215.14/push/v2/abc";
    expect((await subscribe(good)).statusCode).toBe(201);

    const long = await subscribe(`https://93.184.215.14/${"a".repeat(PUSH_ENDPOINT_MAX_LENGTH)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: pushMessages.endpointTooLong });

    const broken = await subscribe("https://93.184.215.14/push/v2/def", { p256dh: "kisa", auth: "x".repeat(22) });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: pushMessages.keysInvalid });
    expect(await storedEndpoints()).toEqual([good]);
  });

  it("does not send to a stored endpoint that is not public (checked again when sending)", async () => {
    // Stored before the rule, or by a name that pointed elsewhere then: the worker checks again.
    const user = await buildUser(t.database.db);
    const browser = browserSubscription(`${service.origin}/push/stored`);
    await t.database.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: browser.json.endpoint, p256dh: browser.json.keys.p256dh, auth: browser.json.keys.auth });
    await withTransaction(t.database.db, (tx) => notify(tx, notifyContext, [user.id], "platformInvited", invitation));

    const worker = pushWorker(t.database.db, {
      keys: webpush.generateVAPIDKeys(),
      subject: "mailto:test@turnuvam.local",
      allowPrivateEndpoints: false,
      ca: service.ca,
      log: t.app.log,
    });
    try {
      expect(await worker.runOnce()).toBe(1);
    } finally {
      await worker.stop();
    }
    expect(service.received).toEqual([]);
  });

  it("refuses, at the connection, a name that resolves to a private address", async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => guardedLookup("localhost", {}, (e) => resolve(e)));
    expect(error?.code).toBe("EPUSHPRIVATE");
    expect(["93.184.215.14", "2606:4700::1111"].every(isPublicAddress)).toBe(true);
    expect(
      ["127.0.0.1", "10.0.0.1", "192.168.0.1", "172.31.255.255", "169.254.1.1", "::1", "fd00::1", "fe80::1", "::ffff:10.0.0.1", "::ffff:a00:1"].some(
        isPublicAddress,
      ),
    ).toBe(false);
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
