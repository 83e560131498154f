import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A stand-in for a browser vendor's push service (issue 26): an HTTPS server on this machine with
 * a certificate from a certificate authority made for this test run only, which the push worker is
 * told to trust. It keeps every request it receives and answers each with `status`.
 */
export interface PushService {
  /** The CA certificate (PEM) to trust. */
  ca: string;
  /** https://127.0.0.1:port */
  origin: string;
  received: ReceivedPush[];
  /** The status the next requests are answered with (201, as a push service accepts a message). */
  status: number;
  /** The next request not yet taken, or an error after `timeoutMs`. */
  next(timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

export interface ReceivedPush {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A CA and a certificate it signed for 127.0.0.1 and localhost, made with openssl in a temporary folder. */
function throwawayCertificates(): { ca: string; key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), "push-ca-"));
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  try {
    const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
    openssl("req", "-x509", ...ec, "-keyout", "ca.key", "-out", "ca.crt", "-days", "1", "-subj", "/CN=Turnuvam test push CA");
    openssl("req", ...ec, "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=localhost");
    writeFileSync(join(dir, "server.ext"), "subjectAltName=IP:127.0.0.1,DNS:localhost\n");
    openssl(
      "x509",
      "-req",
      "-in",
      "server.csr",
      "-CA",
      "ca.crt",
      "-CAkey",
      "ca.key",
      "-CAcreateserial",
      "-out",
      "server.crt",
      "-days",
      "1",
      "-extfile",
      "server.ext",
    );
    const read = (name: string) => readFileSync(join(dir, name), "utf8");
    return { ca: read("ca.crt"), key: read("server.key"), cert: read("server.crt") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushService(): Promise<PushService> {
  const { ca, key, cert } = throwawayCertificates();
  const received: ReceivedPush[] = [];
  let taken = 0;
  const waiting: (() => void)[] = [];
  const service: PushService = {
    ca,
    origin: "",
    received,
    status: 201,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length <= taken) {
        if (Date.now() > deadline) throw new Error(`no push request within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      const request = received[taken];
      taken += 1;
      if (!request) throw new Error("unreachable");
      return request;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The worker keeps its connections alive; they would hold the close open.
        server.closeAllConnections();
      }),
  };
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(service.status).end();
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  service.origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}
