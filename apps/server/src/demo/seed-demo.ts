// `npm run seed:demo`: loads the demo set (demo-data.ts) into the configured database, the
// embedded one in DATA_DIR or the PostgreSQL server of DATABASE_URL, when it has no user yet.
// The one way to put the demo onto a server; DEMO_DATA does not matter here (asking is enough).
import { ConfigError, loadConfig } from "../config.ts";
import { DataDirInUseError } from "../db/data-dir-lock.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { loadDemoData } from "./demo-data.ts";

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const where =
  config.database.kind === "server" ? `PostgreSQL at ${new URL(config.database.url).host}` : `the embedded database in ${config.database.dataDir}`;

let database: DatabaseHandle;
try {
  database = await openDatabase(config.database);
} catch (error) {
  // The usual cause: the server runs on this data directory (stop it first) or PostgreSQL is down.
  console.error(
    error instanceof DataDirInUseError ? error.message : `Could not open ${where}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

try {
  const result = await loadDemoData(database.db, { info: (message) => console.log(message) });
  if (!result.loaded) {
    console.log(`Veritabanında zaten kullanıcı var; demo verisi yüklenmedi (${where} is not empty: nothing loaded).`);
  }
} catch (error) {
  console.error(`Demo verisi yüklenemedi (demo data could not be loaded) into ${where}; nothing was changed:`, error);
  process.exitCode = 1;
} finally {
  await database.close();
}
