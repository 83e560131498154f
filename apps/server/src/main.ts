import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirInUseError } from "./db/data-dir-lock.ts";

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

let app;
try {
  app = await buildApp(config);
} catch (error) {
  // The usual causes (a folder in use, a database server that is down or refuses us) need one
  // clear line, not a stack trace.
  if (error instanceof DataDirInUseError) console.error(error.message);
  else {
    const where =
      config.database.kind === "server" ? `PostgreSQL at ${new URL(config.database.url).host}` : `the embedded database in ${config.database.dataDir}`;
    console.error(`Could not start on ${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
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
