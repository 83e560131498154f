import compress from "@fastify/compress";
import fp from "fastify-plugin";
import { constants } from "node:zlib";

/**
 * Answers above 1 kB are compressed when the client accepts it: brotli at a quality that costs
 * little time per request, else gzip. The built web app is compressed once at build time and
 * served precompressed (modules/site/web-app.ts), so only dynamic answers pay here.
 */
export const compression = fp(
  async (app) => {
    // A request that carries no body has nothing to decompress: @fastify/compress would still run
    // its preParsing hook on every GET. This onRoute hook runs before the plugin's own (added below).
    app.addHook("onRoute", (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.decompress === undefined && methods.every((method) => method === "GET" || method === "HEAD")) route.decompress = false;
    });
    await app.register(compress, {
      threshold: 1024,
      encodings: ["br", "gzip"],
      brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: "compression" },
);
