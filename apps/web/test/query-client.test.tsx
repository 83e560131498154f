import { render, screen } from "@testing-library/react";
import { MutationObserver, useMutation, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "@/app/providers.tsx";
import { createQueryClient } from "@/app/query-client.ts";
import { ApiError, apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";
import { stubServer } from "./network-stub.ts";

afterEach(() => vi.useRealTimers());

/** A server that answers `status` every time and remembers when it was asked (fake-clock ms). */
function failingServer(status: number, headers: Record<string, string> = {}) {
  const asked: number[] = [];
  const start = Date.now();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      asked.push(Date.now() - start);
      if (status === 0) throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify({ message: "olmadı", code: "X" }), { status, headers });
    }),
  );
  return asked;
}

async function read(client = createQueryClient()) {
  const pending = client
    .fetchQuery({ queryKey: ["test", Math.random()], queryFn: ({ signal }) => apiRequest("/t", { signal }) })
    .catch(() => undefined);
  await vi.advanceTimersByTimeAsync(60_000);
  await pending;
}

async function write(client = createQueryClient()) {
  const observer = new MutationObserver(client, { mutationFn: () => apiRequest("/t", { method: "POST", body: {} }) });
  const pending = observer.mutate().catch(() => undefined);
  await vi.advanceTimersByTimeAsync(60_000);
  await pending;
}

describe("retries (part 1 §7)", () => {
  it.each([0, 408, 429, 500, 502, 503, 504])("tries a read 3 times on %i, 1000 ms then 2000 ms apart", async (status) => {
    vi.useFakeTimers();
    const asked = failingServer(status);
    await read();
    expect(asked).toEqual([0, 1000, 3000]);
  });

  it.each([400, 401, 403, 404, 409, 501])("does not try a read again on %i", async (status) => {
    vi.useFakeTimers();
    const asked = failingServer(status);
    await read();
    expect(asked).toHaveLength(1);
  });

  it.each([408, 429, 503])("tries a write again on %i, which the server did not act on", async (status) => {
    vi.useFakeTimers();
    const asked = failingServer(status);
    await write();
    expect(asked).toEqual([0, 1000, 3000]);
  });

  it.each([0, 500, 502, 504, 400, 409])("never repeats a write that may have taken effect or will fail again (%i)", async (status) => {
    vi.useFakeTimers();
    const asked = failingServer(status);
    await write();
    expect(asked).toHaveLength(1);
  });

  it("waits as long as Retry-After asks, up to 5 s, and does not wait out a longer one", async () => {
    vi.useFakeTimers();
    const short = failingServer(429, { "Retry-After": "3" });
    await read();
    expect(short).toEqual([0, 3000, 6000]);

    const long = failingServer(429, { "Retry-After": "60" });
    await read();
    expect(long).toHaveLength(1);
  });
});

describe("a 401 on a call that carried the token", () => {
  it("forgets the token, the cached answers and the user, and reports the API it came from", async () => {
    window.localStorage.setItem("token", "t-old");
    stubServer({ "GET /api/private": () => ({ status: 401, body: { message: "Oturum süreniz dolmuş.", code: "INVALID_TOKEN" } }) });
    const ended = vi.fn();
    const client = createQueryClient({ onSessionEnded: ended });
    client.setQueryData(queryKeys.session.currentUser(), { username: "ayse" });
    client.setQueryData(["platforms", "my"], ["gizli"]);

    await client.fetchQuery({ queryKey: ["private"], queryFn: () => apiRequest("/private", { auth: true, scope: "user" }) }).catch(() => undefined);

    expect(window.localStorage.getItem("token")).toBeNull();
    expect(client.getQueryData(queryKeys.session.currentUser())).toBeNull();
    expect(client.getQueryData(["platforms", "my"])).toBeUndefined();
    expect(ended).toHaveBeenCalledWith("user", false);
  });

  it("leaves the session alone when no token was sent (a refused login)", async () => {
    window.localStorage.setItem("token", "t-kept");
    stubServer({ "POST /api/auth/login": () => ({ status: 401, body: { message: "hatalı", code: "INVALID_CREDENTIALS" } }) });
    const ended = vi.fn();
    const client = createQueryClient({ onSessionEnded: ended });
    const observer = new MutationObserver(client, { mutationFn: () => apiRequest("/auth/login", { method: "POST", body: {} }) });
    const error = await observer.mutate().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(window.localStorage.getItem("token")).toBe("t-kept");
    expect(ended).not.toHaveBeenCalled();
  });

  it("on the user API sends the person to /giris-yap, remembering where they were", async () => {
    window.localStorage.setItem("token", "t-old");
    stubServer({
      "GET /api/auth/me": () => ({ status: 200, body: { user: { username: "ayse" } } }),
      "GET /api/users/ayse/stats": () => ({ status: 401, body: { message: "Oturum süreniz dolmuş.", code: "INVALID_TOKEN" } }),
    });
    function StatsPage() {
      useQuery({ queryKey: ["stats"], queryFn: () => apiRequest("/users/ayse/stats", { auth: true, scope: "user" }) });
      return <h1>İstatistikler</h1>;
    }
    function LoginProbe() {
      const location = useLocation();
      return <h1>Giriş: {JSON.stringify(location.state)}</h1>;
    }
    render(
      <MemoryRouter initialEntries={["/profil/ayse?sekme=mac"]}>
        <AppProviders>
          <Routes>
            <Route path="/profil/:username" element={<StatsPage />} />
            <Route path="/giris-yap" element={<LoginProbe />} />
          </Routes>
        </AppProviders>
      </MemoryRouter>,
    );

    expect((await screen.findByRole("heading", { name: /Giriş/ })).textContent).toBe('Giriş: {"from":"/profil/ayse?sekme=mac"}');
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("on a write anywhere sends the person to /giris-yap too (a score reported after the session ended), and back after", async () => {
    window.localStorage.setItem("token", "t-old");
    stubServer({
      "GET /api/auth/me": () => ({ status: 200, body: { user: { username: "ayse" } } }),
      "GET /api/tournaments/kupa": () => ({ status: 401, body: { message: "Oturum süreniz dolmuş.", code: "INVALID_TOKEN" } }),
      "POST /api/tournaments/kupa/matches/m1/report": () => ({ status: 401, body: { message: "Oturum süreniz dolmuş.", code: "INVALID_TOKEN" } }),
    });
    function TournamentPage({ write }: { write: boolean }) {
      const report = useMutation({ mutationFn: () => apiRequest("/tournaments/kupa/matches/m1/report", { method: "POST", auth: true, body: {} }) });
      useQuery({ queryKey: ["kupa"], queryFn: () => apiRequest("/tournaments/kupa", { auth: true }), retry: false, enabled: !write });
      useEffect(() => {
        if (write) report.mutate();
        // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as a click would
      }, []);
      return <h1>Turnuva</h1>;
    }
    function LoginProbe() {
      const location = useLocation();
      return <h1>Giriş: {JSON.stringify(location.state)}</h1>;
    }
    const page = (write: boolean) => (
      <MemoryRouter initialEntries={["/turnuvalar/kupa"]}>
        <AppProviders>
          <Routes>
            <Route path="/turnuvalar/:identifier" element={<TournamentPage write={write} />} />
            <Route path="/giris-yap" element={<LoginProbe />} />
          </Routes>
        </AppProviders>
      </MemoryRouter>
    );
    // A public read with an ended session: the page stays, a visitor's.
    const read = render(page(false));
    await vi.waitFor(() => expect(window.localStorage.getItem("token")).toBeNull());
    expect(screen.getByRole("heading", { name: "Turnuva" })).toBeTruthy();
    read.unmount();

    window.localStorage.setItem("token", "t-old");
    render(page(true));
    expect((await screen.findByRole("heading", { name: /Giriş/ })).textContent).toBe('Giriş: {"from":"/turnuvalar/kupa"}');
  });
});
