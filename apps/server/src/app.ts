import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/database.ts";
import { registerErrorHandling } from "./http/error-handler.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { authService } from "./modules/auth/service.ts";
import { keptSigningSecret } from "./modules/auth/signing-secret.ts";
import { tokenService } from "./modules/auth/tokens.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { forgetExpiredHits } from "./modules/rate-limits/counter.ts";
import { siteRoutes } from "./modules/site/routes.ts";
import { serveWebApp } from "./modules/site/web-app.ts";

/**
 * Builds the whole application from a config. `main.ts` only starts it; tests build their own,
 * on an in-memory database, and talk to it through `inject`.
 */
export async function buildApp(
  config: Config,
  // Tests open the database themselves, to look at what was stored; the app closes it either way.
  given: { database?: DatabaseHandle } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie"],
    },
    trustProxy: config.trustProxy,
    // Our own ids in logs; a proxy's request id is kept when it sends one.
    requestIdHeader: "x-request-id",
  });

  const database = given.database ?? (await openDatabase(config.database));
  app.addHook("onClose", () => database.close());

  registerErrorHandling(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // The built app loads only its own files; pictures may also come as data: or blob: URLs
        // (previews before an upload). No plain-HTTP upgrade: the app may be served without TLS.
        imgSrc: ["'self'", "data:", "blob:"],
        upgradeInsecureRequests: null,
      },
    },
    // Sent only where TLS actually is; over plain HTTP a browser ignores it anyway.
    hsts: false,
  });
  const signingSecret = config.jwtSecret ?? (await keptSigningSecret(database.db));
  const auth = authService(database.db, tokenService(signingSecret, config.tokenTtlSeconds), config.authRateLimits);

  // Counters of windows long over are swept hourly; the timer never keeps the process alive.
  const longestWindow = Math.max(config.authRateLimits.ipWindowSeconds, config.authRateLimits.accountWindowSeconds);
  const sweep = setInterval(() => {
    forgetExpiredHits(database.db, longestWindow).catch((error: unknown) =>
      app.log.warn({ err: error }, "could not sweep rate limit counters"),
    );
  }, 60 * 60 * 1000).unref();
  app.addHook("onClose", () => clearInterval(sweep));

  healthRoutes(app, database);
  authRoutes(app, auth);
  siteRoutes(app, config.publicUrl);
  await serveWebApp(app, config.webDistDir);

  return app;
}
