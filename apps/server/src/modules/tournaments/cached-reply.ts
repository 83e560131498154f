import type { FastifyReply, FastifyRequest } from "fastify";
import { type CachedJson, chooseEncoding, isUnchanged } from "./cached-json.ts";

/**
 * Sends a cached answer as the bytes it already is: in the coding the client accepts, or 304 when
 * its If-None-Match names this JSON. A Buffer goes out untouched: the route's response schema
 * (kept for the API page) serialises only objects, and the route turns @fastify/compress off.
 * `no-cache` lets a browser keep the answer but ask each time, which a 304 then answers cheaply.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, json: CachedJson) {
  const encoding = chooseEncoding(request.headers["accept-encoding"], json);
  reply.header("vary", "accept-encoding").header("etag", json.etags[encoding]).header("cache-control", "no-cache");
  if (isUnchanged(request.headers["if-none-match"], json)) return reply.status(304).send();
  const body = json.bodies[encoding] ?? json.bodies.identity;
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.type("application/json; charset=utf-8").send(body);
}
