import type { ServerOptions } from "node:http";
import type { ConnectionLimits } from "../config.ts";

/**
 * How long a request and an idle connection may take (issue 23; docs/decisions.md, "Slow
 * clients"), as Fastify's server options: the whole request within `requestTimeoutMs` and its
 * head within 20 s of it, else 408; idle kept-alive connections closed after `keepAliveTimeoutMs`.
 * Node checks its connections every 30 s by default, which would let a 60 s bound run to 90: here
 * every second, or four times within a shorter bound.
 */
export function connectionTimeouts(limits: ConnectionLimits): { requestTimeout: number; keepAliveTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(limits.requestTimeoutMs, 20_000),
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(limits.requestTimeoutMs / 4))),
    },
  };
}
