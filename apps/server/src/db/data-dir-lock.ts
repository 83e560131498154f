import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export class DataDirInUseError extends Error {}

/** Folders this process holds, so a lock file naming our own pid can be told apart. */
const heldByUs = new Set<string>();

/**
 * PGlite has no lock between processes: two servers on one folder would corrupt it. The first
 * process writes its pid into `server.lock`; a second one finds it alive and refuses to start.
 * A lock left by a process that died is taken over, also one naming our own pid that we do not
 * hold: in a container the server is often pid 1 after every restart, so a crash leaves a lock
 * that names the next run too.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, "server.lock");
  if (heldByUs.has(file)) throw inUse(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldByUs.add(file);
      return () => {
        heldByUs.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(file, "utf8"));
      if (holder !== process.pid && isAlive(holder)) throw inUse(dataDir, holder);
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dataDir}.`);
}

function inUse(dataDir: string, holder: number): DataDirInUseError {
  return new DataDirInUseError(`The data directory ${dataDir} is in use by process ${holder}: stop it first, or set another DATA_DIR.`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; still alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
