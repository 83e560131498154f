import { vi } from "vitest";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> };
type Handler = (request: RecordedRequest) => Reply;

/**
 * Stubs fetch at the network boundary: each "METHOD /api/path" answers with a status and a JSON
 * body; anything unexpected fails loudly. Every request is recorded for assertions.
 */
export function stubServer(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const request: RecordedRequest = {
        method,
        path: input,
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const handler = handlers[`${method} ${input}`];
      if (!handler) throw new Error(`Unexpected request ${method} ${input}`);
      const reply = handler(request);
      return new Response(reply.status === 204 ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "Content-Type": "application/json", ...reply.headers },
      });
    }),
  );
  return requests;
}

export function userJson(username: string) {
  return {
    _id: `id-${username}`,
    id: `id-${username}`,
    username,
    email: `${username}@example.com`,
    profileImage: null,
    createdAt: "2025-01-01T00:00:00.000Z",
  };
}
