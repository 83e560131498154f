import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { type ErrorCode, errorStatus, serverMessages } from "@turnuva/contract";
import type { FastifyBaseLogger } from "fastify";
import type { SecurityHeaderList } from "./security-headers.ts";

/**
 * Answers written straight to a socket, where Fastify has no request to answer through: Node's
 * parser gave up on what came (a request too slow, a head too large, bytes that are not HTTP), or
 * the connection is one too many for its address. Still the house's answer (DESIGN §4): `{ message,
 * code }` in Turkish, the security headers of every other API answer, and the connection closed.
 * Made once at start; none of them depends on the request.
 */
export function rawAnswer(headers: SecurityHeaderList, code: ErrorCode, message: string, extra: Record<string, string> = {}): Buffer {
  const status = errorStatus[code];
  const body = JSON.stringify({ message, code });
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}`,
    "content-type: application/json; charset=utf-8",
    `content-length: ${Buffer.byteLength(body)}`,
    "connection: close",
    ...headers.map(([name, value]) => `${name}: ${value}`),
    ...Object.entries(extra).map(([name, value]) => `${name}: ${value}`),
  ];
  return Buffer.from(`${lines.join("\r\n")}\r\n\r\n${body}`);
}

/**
 * Fastify's `clientErrorHandler`, in our words. Node calls it when a connection's request cannot go
 * on: the whole request (head and body) took longer than `requestTimeout` (408), its head is over
 * 16 kB (431), or it is not HTTP (400). The answer is written only when no answer of this request
 * has started, then the connection is closed.
 */
export function clientErrorAnswers(headers: SecurityHeaderList) {
  const answers = {
    timeout: rawAnswer(headers, "REQUEST_TIMEOUT", serverMessages.requestTimeout),
    headersTooLarge: rawAnswer(headers, "HEADERS_TOO_LARGE", serverMessages.headersTooLarge),
    bad: rawAnswer(headers, "BAD_REQUEST", serverMessages.badRequest),
  };
  // Fastify calls it with the instance as `this`, for its logger.
  return function (this: { log: FastifyBaseLogger }, error: Error & { code?: string }, socket: Socket) {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const answer =
      error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? answers.timeout : error.code === "HPE_HEADER_OVERFLOW" ? answers.headersTooLarge : answers.bad;
    // Who was slow is worth a line; what they sent is not (it may be anything).
    if (answer === answers.timeout) this.log.info({ remoteAddress: socket.remoteAddress }, "request timed out");
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) closeWith(socket, answer);
    else socket.destroy();
  };
}

/**
 * Sends the answer and closes: destroyed once it is flushed, or after a second if the other end
 * does not take it, so a peer that never reads cannot keep the socket.
 */
export function closeWith(socket: Socket, answer: Buffer): void {
  socket.end(answer, () => socket.destroy());
  setTimeout(() => socket.destroy(), 1000).unref();
}
