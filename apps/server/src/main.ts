import { ConfigError, loadConfig } from "./config.ts";
import { DataDirInUseError } from "./db/data-dir-lock.ts";
import { type DatabaseHandle, openDatabase } from "./db/database.ts";

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// The database starts opening before the app's modules (Fastify, the areas, the demo set) load,
// rather than after: PGlite waits on reading its files and compiling its WebAssembly, time in
// which the modules load, so a start answers sooner (scripts/server-bundle.mjs keeps them in chunks
// of their own for that). Its failure is reported below, once awaited.
const opening = openDatabase(config.database);
opening.catch(() => undefined);
const demoModule = config.demoData ? import("./demo/demo-data.ts") : null;
demoModule?.catch(() => undefined);
const { buildApp } = await import("./app.ts");

let app;
let database: DatabaseHandle | undefined;
try {
  // Opened here rather than in buildApp, so the demo set can be loaded into it (the app closes it).
  database = await opening;
  app = await buildApp(config, { database });
} catch (error) {
  await database?.close().catch(() => undefined);
  // The usual causes (a folder in use, a database server that is down or refuses us) need one
  // clear line, not a stack trace.
  if (error instanceof DataDirInUseError) console.error(error.message);
  else {
    const where =
      config.database.kind === "server"
        ? `PostgreSQL at ${new URL(config.database.url).host}`
        : `the embedded database in ${config.database.dataDir}`;
    console.error(`Could not start on ${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
}

// First start on an empty embedded database: the demo set (README, "Demo data"; DEMO_DATA=false
// turns it off). All or nothing: on a failure the database stays empty, and the app starts anyway.
if (demoModule) {
  try {
    const { loadDemoData } = await demoModule;
    await loadDemoData(database.db, app.log);
  } catch (error) {
    app.log.error({ err: error }, "Demo verisi yüklenemedi (demo data could not be loaded); starting without it");
  }
}

// Graceful shutdown: stop accepting, let in-flight requests finish, close the database. A second
// signal, or ten seconds without an end, stops at once.
let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: config.database.kind }, "Turnuvam is serving");
} catch (error) {
  app.log.error({ err: error }, "could not start");
  await app.close();
  process.exit(1);
}
