import { vi } from "vitest";
import { onTheWire } from "./tournament-fixtures/compact.ts";

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
 * body; anything unexpected fails loudly. Every request is recorded for assertions. A tournament
 * in a body goes out compact, as the server sends it (issue 27).
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
      return new Response(reply.status === 204 ? null : JSON.stringify(onTheWire(reply.body)), {
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

export interface RecordedUpload {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The multipart form as sent. */
  body: FormData;
}

export type UploadReply = { status: number; body?: unknown; headers?: Record<string, string> } | "network-error";
/** Answers an upload; `progress(percent)` reports bytes sent first, as the browser would. */
type UploadHandler = (request: RecordedUpload, progress: (percent: number) => void) => UploadReply | Promise<UploadReply>;

/**
 * Stubs XMLHttpRequest, which the uploads use (fetch reports no upload progress), at the network
 * boundary as `stubServer` does fetch: each "METHOD /api/path" answers, anything else fails
 * loudly, and every upload is recorded. A handler may answer later (a promise), so a test can look
 * at the progress bar in between.
 */
export function stubUploads(handlers: Record<string, UploadHandler>) {
  const requests: RecordedUpload[] = [];
  class FakeXMLHttpRequest {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = "";
    private method = "";
    private url = "";
    private aborted = false;
    private requestHeaders: Record<string, string> = {};
    private responseHeaders: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.requestHeaders[name] = value;
    }
    getResponseHeader(name: string): string | null {
      return this.responseHeaders[name.toLowerCase()] ?? null;
    }
    abort() {
      this.aborted = true;
    }
    send(body: FormData) {
      const request: RecordedUpload = { method: this.method, path: this.url, headers: { ...this.requestHeaders }, body };
      requests.push(request);
      const handler = handlers[`${this.method} ${this.url}`];
      if (!handler) throw new Error(`Unexpected upload ${this.method} ${this.url}`);
      const progress = (percent: number) => this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 } as ProgressEvent);
      void Promise.resolve(handler(request, progress)).then((reply) => {
        if (this.aborted) return;
        if (reply === "network-error") {
          this.onerror?.();
          return;
        }
        this.status = reply.status;
        this.responseText = reply.body === undefined ? "" : JSON.stringify(reply.body);
        this.responseHeaders = Object.fromEntries(Object.entries(reply.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXMLHttpRequest);
  return requests;
}

/**
 * The browser's side of reading a chosen picture's size: an object URL per file and an image that
 * "decodes" it to the size given for its file name (`null`: the browser cannot read it). jsdom
 * has neither object URLs nor image decoding.
 */
export function stubImageDecoding(sizes: Record<string, { width: number; height: number } | null>) {
  const revoked: string[] = [];
  vi.stubGlobal(
    "URL",
    Object.assign(class extends URL {}, {
      createObjectURL: (file: File) => `blob:test/${file.name}`,
      revokeObjectURL: (url: string) => void revoked.push(url),
    }),
  );
  vi.stubGlobal(
    "Image",
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      naturalWidth = 0;
      naturalHeight = 0;
      set src(url: string) {
        const size = sizes[url.replace("blob:test/", "")];
        queueMicrotask(() => {
          if (!size) return this.onerror?.();
          this.naturalWidth = size.width;
          this.naturalHeight = size.height;
          this.onload?.();
        });
      }
    },
  );
  return { revoked };
}

/** A chosen file of `type`, claiming `size` bytes (without allocating them). */
export function chosenFile(name: string, type: string, size = 20_000): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

/** A promise to answer later, and how. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
