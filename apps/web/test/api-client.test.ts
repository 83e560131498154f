import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest } from "@/lib/api-client.ts";
import { listTimeoutMs } from "@/lib/timeouts.ts";
import { stubServer } from "./network-stub.ts";

afterEach(() => vi.useRealTimers());

describe("API client", () => {
  it("carries the server's message, code, fields and Retry-After, and whether a token went with it", async () => {
    window.localStorage.setItem("token", "t-1");
    stubServer({
      "POST /api/x": () => ({
        status: 429,
        body: { message: "Çok fazla deneme yapıldı.", code: "RATE_LIMIT_EXCEEDED", fields: { a: "b" } },
        headers: { "Retry-After": "60" },
      }),
    });
    const error = await apiRequest("/x", { method: "POST", body: {}, auth: true, scope: "user" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: "RATE_LIMIT_EXCEEDED",
      message: "Çok fazla deneme yapıldı.",
      fromServer: true,
      fields: { a: "b" },
      scope: "user",
      hadToken: true,
      retryAfterMs: 60_000,
    });
  });

  it("says the server failed in Turkish when a 5xx has no error body, and sends no token unasked", async () => {
    window.localStorage.setItem("token", "t-1");
    const requests = stubServer({ "GET /api/y": () => ({ status: 502, body: "<html>Bad Gateway</html>" }) });
    const error = await apiRequest("/y").catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 502,
      code: "INTERNAL_ERROR",
      message: "Sunucu hatası. Lütfen daha sonra tekrar deneyin.",
      hadToken: false,
    });
    expect(requests[0]?.headers.Authorization).toBeUndefined();
  });

  it("gives up after its timeout with the timeout sentence", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_input: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
      ),
    );
    const pending = apiRequest("/slow", { timeoutMs: 5000 }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(4999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 0, code: "TIMEOUT_ERROR", message: "Bağlantı zaman aşımına uğradı. Lütfen tekrar deneyin." });
  });

  it("times out a body that stalls after the headers arrived", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn((_input: string, init: RequestInit) =>
        Promise.resolve({
          status: 200,
          ok: true,
          headers: new Headers(),
          // The headers came; the rest never does, until the request is aborted.
          json: () =>
            new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
        }),
      ),
    );
    const pending = apiRequest("/half", { timeoutMs: 5000 }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await pending).toMatchObject({ status: 0, code: "TIMEOUT_ERROR" });
  });

  it("waits 30 s for a user call by default", async () => {
    vi.useFakeTimers();
    let aborted = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_input: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => ((aborted = true), reject(new Error("aborted"))))),
      ),
    );
    const pending = apiRequest("/slow").catch(() => undefined);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(aborted).toBe(true);
    await pending;
  });

  it("gives the platform list 5 s, 10 s on a slow connection (part 1 §9)", () => {
    expect(listTimeoutMs({ effectiveType: "4g" })).toBe(5000);
    expect(listTimeoutMs(undefined)).toBe(5000);
    expect(listTimeoutMs({ effectiveType: "3g" })).toBe(10_000);
    expect(listTimeoutMs({ effectiveType: "slow-2g" })).toBe(10_000);
    expect(listTimeoutMs({ effectiveType: "4g", saveData: true })).toBe(10_000);
  });
});
