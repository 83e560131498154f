import { randomUUID } from "node:crypto";
import { serverMessages } from "@turnuva/contract";
import Fastify, { type FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/database.ts";
import { housekeeping } from "./housekeeping.ts";
import { compression } from "./http/compression.ts";
import { registerErrorHandling } from "./http/error-handler.ts";
import { notFoundHandling } from "./http/not-found.ts";
import { openApi } from "./http/openapi.ts";
import { noJsonSchemaCompilers } from "./http/json-schema-compilers.ts";
import { logDestination } from "./http/log-destination.ts";
import { OneLinePerRequest, requestForLog } from "./http/request-log.ts";
import { requireSchemas } from "./http/require-schemas.ts";
import { siteUrlOf } from "./http/site-url.ts";
import { securityHeaderSets, securityHeaders } from "./http/security-headers.ts";
import { limitConnectionsPerAddress } from "./http/connection-limit.ts";
import { connectionTimeouts } from "./http/connection-timeouts.ts";
import { frameworkErrors } from "./http/framework-errors.ts";
import { noNul } from "./http/no-nul.ts";
import type { PageHandler } from "./http/not-found.ts";
import { clientErrorAnswers, rawAnswer } from "./http/raw-answers.ts";
import { authentication } from "./modules/auth/authentication.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { authService } from "./modules/auth/service.ts";
import { calendarsRoutes } from "./modules/calendars/routes.ts";
import { calendarsService } from "./modules/calendars/service.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { type ImageProcessor, imageProcessor } from "./modules/images/processing.ts";
import { imagesRoutes } from "./modules/images/routes.ts";
import { imagesService } from "./modules/images/service.ts";
import { liveHub } from "./modules/live/hub.ts";
import { liveUpdates } from "./modules/live/plugin.ts";
import { mailTransport } from "./modules/mail/transport.ts";
import { mailWorker } from "./modules/mail/worker.ts";
import { deadlineReminders } from "./modules/notifications/deadline-reminders.ts";
import { notificationStreams } from "./modules/notifications/event-stream.ts";
import { notificationsLiveHandler } from "./modules/notifications/live-handler.ts";
import { notificationRoutes } from "./modules/notifications/routes.ts";
import { notificationsService } from "./modules/notifications/service.ts";
import { unsubscribeLinks } from "./modules/notifications/unsubscribe.ts";
import { membershipRoutes } from "./modules/platforms/membership-routes.ts";
import { platformsRoutes } from "./modules/platforms/routes.ts";
import { platformsService } from "./modules/platforms/service.ts";
import { type PushTestOptions, webPush } from "./modules/push/plugin.ts";
import { statsRoutes } from "./modules/stats/routes.ts";
import { ratingsRoutes } from "./modules/ratings/routes.ts";
import { ratingsService } from "./modules/ratings/service.ts";
import { backfillRatings } from "./modules/ratings/backfill.ts";
import { statsService } from "./modules/stats/service.ts";
import { tournamentReadCache } from "./modules/tournaments/read-cache.ts";
import { tournamentEventRoutes } from "./modules/tournaments/event-routes.ts";
import { tournamentEventStreams } from "./modules/tournaments/event-streams.ts";
import { tournamentsLiveHandler } from "./modules/tournaments/live-handler.ts";
import { organiserRoutes } from "./modules/tournaments/organiser-routes.ts";
import { platformTournamentsRoutes } from "./modules/tournaments/platform-routes.ts";
import { reportRoutes } from "./modules/tournaments/report-routes.ts";
import { reportsService } from "./modules/tournaments/reports-service.ts";
import { tournamentsRoutes } from "./modules/tournaments/routes.ts";
import { tournamentsService } from "./modules/tournaments/service.ts";
import { waitingRoutes } from "./modules/tournaments/waiting-routes.ts";
import { waitingService } from "./modules/tournaments/waiting-service.ts";
import { siteRoutes } from "./modules/site/routes.ts";
import { sharePages } from "./modules/site/share-pages.ts";
import { isWebAppBuilt, sendPage, webApp } from "./modules/site/web-app.ts";

/**
 * Builds the whole application from a config. `main.ts` only starts it; tests build their own,
 * on an in-memory database, and talk to it through `inject`. Reads as: the HTTP house, then the
 * areas, each a plugin under its prefix.
 */
export async function buildApp(
  config: Config,
  // Tests open the database themselves, to look at what was stored; the app closes it either way.
  // They may also hand in the picture processor, to hold its slots and see who waits.
  // A test may also read the log lines (`logStream`), to see what they tell, and trust its own push service (`push`).
  given: { database?: DatabaseHandle; imageProcessor?: ImageProcessor; logStream?: DestinationStream; push?: PushTestOptions } = {},
): Promise<FastifyInstance> {
  const headers = await securityHeaderSets({ hsts: config.hsts });
  let servePage: PageHandler | null = null;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // No `redact` of req.headers: the `req` serializer names five fields, never the headers, so
      // it found nothing to hide and cost every request line its pass (issue 27, decisions.md).
      serializers: { req: requestForLog },
      stream: given.logStream ?? logDestination(config.logLevel),
    },
    // Slow clients (issue 23), and what Node's parser and Fastify's router refuse, in our words.
    ...connectionTimeouts(config.connectionLimits),
    clientErrorHandler: clientErrorAnswers(headers.api),
    frameworkErrors: frameworkErrors(headers, () => servePage),
    trustProxy: config.trustProxy,
    // A request id from a client is just a string anyone can write; only a proxy we trust may set it.
    requestIdHeader: config.trustProxy ? "x-request-id" : false,
    genReqId: () => randomUUID(),
    // One line per request, at its answer (http/request-log.ts).
    logController: new OneLinePerRequest(),
    schemaController: noJsonSchemaCompilers,
  }).withTypeProvider<ZodTypeProvider>();
  limitConnectionsPerAddress(app.server, {
    max: config.connectionLimits.perAddress,
    trustProxy: config.trustProxy,
    refusal: rawAnswer(headers.api, "TOO_MANY_CONNECTIONS", serverMessages.tooManyConnections, { "retry-after": "10" }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = given.database ?? (await openDatabase(config.database));
  app.addHook("onClose", () => database.close());
  const { db } = database;
  const auth = authService(db, config.authRateLimits, config.tokenTtlSeconds);
  const webDistDir = isWebAppBuilt(config.webDistDir) ? config.webDistDir : null;
  if (config.webDistDir && !webDistDir) {
    app.log.warn({ distDir: config.webDistDir }, "web app not built: serving the API only (run `npm run build`)");
  }

  // The HTTP house: errors, headers, compression, the contract and who is asking.
  registerErrorHandling(app);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  await app.register(securityHeaders, { headers });
  await app.register(noNul);
  await app.register(compression);
  await app.register(openApi, { publicUrl: config.publicUrl });
  await app.register(requireSchemas);
  servePage = webDistDir ? sendPage : null;
  await app.register(notFoundHandling, { servePage });
  await app.register(authentication, { auth });
  await app.register(housekeeping, {
    db,
    counterGraceSeconds: Math.max(
      config.authRateLimits.ipWindowSeconds,
      config.authRateLimits.accountWindowSeconds,
      config.imageLimits.windowSeconds,
      // Creations and invitations are counted by the hour (issue 23).
      60 * 60,
    ),
  });

  // Issue 26: what the notifying actions need for their mails' links.
  const siteUrl = siteUrlOf(config);
  if (config.mail && !config.publicUrl) {
    app.log.warn(
      { siteUrl },
      "SMTP_URL is set but PUBLIC_URL is not: the links in mails point at this machine; set PUBLIC_URL to the address people open",
    );
  }
  const links = await unsubscribeLinks(db, siteUrl);
  // Issue 28: results confirmed before the ratings existed are rated once, before any request.
  await backfillRatings(db);
  const notifyContext = { siteUrl, unsubscribeUrl: links.url };

  // The areas.
  await app.register(healthRoutes, { prefix: "/api/health", database });
  await app.register(authRoutes, { prefix: "/api/auth", auth, db, limits: config.authRateLimits, siteUrl });
  const platforms = platformsService(db, notifyContext);
  await app.register(platformsRoutes, { prefix: "/api/platforms", platforms, db, limits: config.creationLimits });
  await app.register(membershipRoutes, { prefix: "/api/platforms", platforms });
  // Live updates (issue 13): the listener evicts the read cache and feeds this instance's streams.
  const readCache = tournamentReadCache();
  const hub = liveHub(config.liveStreamsPerAddress);
  await app.register(liveUpdates, { database, hub, handlers: [tournamentsLiveHandler(hub, readCache), notificationsLiveHandler(hub)] });
  await app.register(notificationRoutes, {
    prefix: "/api/notifications",
    notifications: notificationsService(db, links),
    streams: notificationStreams(db, hub),
  });
  const stopReminders = deadlineReminders(db, notifyContext).start(app.log);
  app.addHook("onClose", async () => stopReminders());
  await app.register(tournamentEventRoutes, { prefix: "/api/tournaments", streams: tournamentEventStreams(db, hub) });
  const tournaments = tournamentsService(db, notifyContext);
  await app.register(tournamentsRoutes, { prefix: "/api/tournaments", tournaments, readCache, db, limits: config.creationLimits });
  await app.register(reportRoutes, { prefix: "/api/tournaments", reports: reportsService(db, notifyContext), readCache });
  await app.register(organiserRoutes, { prefix: "/api/tournaments", tournaments, readCache });
  // A platform's tournaments are served under its own path (part 1 §7).
  await app.register(platformTournamentsRoutes, { prefix: "/api/platforms", tournaments });
  // Profiles and their figures, under /api/users and /api/tournaments (part 1 §7, part 2 §7).
  await app.register(statsRoutes, { prefix: "/api", stats: statsService(db) });
  // Issue 28: the members' ratings, a platform's table and a user's history.
  await app.register(ratingsRoutes, { prefix: "/api", ratings: ratingsService(db) });
  // Issue 25: the matches waiting for the signed-in player, beside their own profile; calendars.
  await app.register(waitingRoutes, { prefix: "/api/users", waiting: waitingService(db) });
  await app.register(calendarsRoutes, { prefix: "/api", calendars: calendarsService(db, config.publicUrl) });
  // Pictures (issue 12): their paths sit under /api/users, /api/platforms and /api/images.
  const processor = given.imageProcessor ?? imageProcessor({ concurrency: config.imageLimits.concurrency, maxWaiting: config.imageLimits.queue });
  const images = imagesService(db, processor);
  await app.register(imagesRoutes, { prefix: "/api", images, db, limits: config.imageLimits });
  // Issue 26: browsers' push subscriptions, and the worker that pushes notifications to them.
  await app.register(webPush, { prefix: "/api/push", db, push: config.push, given: given.push });
  await app.register(siteRoutes, { publicUrl: config.publicUrl, db });
  if (webDistDir) {
    await app.register(webApp, { distDir: webDistDir });
    await app.register(sharePages, { distDir: webDistDir, db, publicUrl: config.publicUrl });
  }

  // Issue 26: the outbox worker sends what the areas queued, over SMTP or to the log.
  const mail = mailWorker(db, mailTransport(config.mail, app.log), app.log);
  mail.start();
  app.addHook("onClose", () => mail.stop());

  return app;
}
