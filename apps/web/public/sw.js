// Turnuvam's service worker (issue 26): the app installable, the last seen pages shown read-only
// when offline, and Web Push. Hand-written and small; the server serves it at /sw.js without caching
// (a browser compares it byte by byte at each visit), so a change here reaches every browser.
//
// - The page and its scripts: the page (every path is the same app) network first, the cached one
//   offline; hashed assets (/assets/…) never change, so the cached copy is used first.
// - The API's JSON answers (GET /api/…): network first, the last answer offline. Writes are never
//   cached or answered here: offline they fail, and the page says changes cannot be made.
// - Signing in or out forgets the cached answers: they were the previous person's.

const SHELL_CACHE = "turnuvam-shell-v1";
// v2: the tournament answer became compact (issue 27); an older copy would not read as one.
const API_CACHE = "turnuvam-api-v2";
const CACHES = [SHELL_CACHE, API_CACHE];
// Old builds' assets and old answers are dropped beyond these (a cache keeps its keys in the order they were put).
const MAX_ENTRIES = { [SHELL_CACHE]: 300, [API_CACHE]: 150 };
const PRECACHE = ["/", "/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png"];
// The calls after which the cached answers are somebody else's.
const SESSION_CHANGES = ["/api/auth/login", "/api/auth/logout", "/api/auth/register", "/api/auth/reset-password"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(PRECACHE);
      // The scripts and the stylesheet the page names: the shell works offline from the first visit.
      const page = await (await cache.match("/"))?.text();
      const assets = [...(page ?? "").matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
      await cache.addAll([...new Set(assets)]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!CACHES.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

// The page tells which assets it loaded before this worker controlled it (lazy parts of the first visit).
self.addEventListener("message", (event) => {
  if (event.data?.type !== "cache-assets" || !Array.isArray(event.data.urls)) return;
  const urls = event.data.urls.filter((url) => typeof url === "string" && new URL(url, self.location.origin).pathname.startsWith("/assets/"));
  event.waitUntil(
    caches.open(SHELL_CACHE).then(async (cache) => {
      for (const url of urls) if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
    }),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    if (SESSION_CHANGES.includes(url.pathname)) event.waitUntil(caches.delete(API_CACHE));
    return;
  }
  if (url.pathname.startsWith("/api/")) {
    // Only the JSON reads: live streams are not answers to keep, pictures and calendars go to the
    // network as they are (the browser's own cache keeps pictures), the API's documentation is not the app's.
    const passThrough = ["/api/images/", "/api/docs"].some((prefix) => url.pathname.startsWith(prefix));
    if (
      passThrough ||
      url.pathname.endsWith("/events") ||
      url.pathname.endsWith(".ics") ||
      request.headers.get("accept")?.includes("text/event-stream")
    )
      return;
    event.respondWith(networkFirst(request, API_CACHE, (response) => (response.headers.get("content-type") ?? "").includes("application/json")));
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (request.mode === "navigate") {
    // A page not seen yet is the app all the same: it shows what it has.
    event.respondWith(networkFirst(request, SHELL_CACHE, (response) => response.ok, "/"));
    return;
  }
  if (url.pathname.startsWith("/icons/") || PRECACHE.includes(url.pathname))
    event.respondWith(networkFirst(request, SHELL_CACHE, (response) => response.ok));
});

async function networkFirst(request, cacheName, keep, fallbackKey) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const cache = await caches.open(cacheName);
    const cached = (await cache.match(request, { ignoreVary: true })) ?? (fallbackKey ? await cache.match(fallbackKey) : undefined);
    if (cached) return cached;
    throw error;
  }
  if (response.ok && keep(response)) await put(cacheName, request, response.clone());
  return response;
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await put(SHELL_CACHE, request, response.clone());
  return response;
}

/** Keeps a copy; a copy that cannot be kept (a full disk) never costs the answer itself. */
async function put(cacheName, request, response) {
  try {
    const cache = await caches.open(cacheName);
    await cache.put(request.url, response);
    const keys = await cache.keys();
    // The page and the precached files stay; the oldest others go first.
    const removable = keys.filter((key) => !PRECACHE.includes(new URL(key.url).pathname));
    for (const key of removable.slice(0, Math.max(0, keys.length - MAX_ENTRIES[cacheName]))) await cache.delete(key);
  } catch {
    // Nothing kept this time.
  }
}

self.addEventListener("push", (event) => {
  let message = { title: "Turnuvam", body: "", url: "/" };
  try {
    message = { ...message, ...event.data?.json() };
  } catch {
    message.body = event.data?.text() ?? "";
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: "/icons/icon-192.png",
      lang: "tr",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/", self.location.origin);
  // Only the app's own pages: a push names a path, never another site.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(target.href).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
