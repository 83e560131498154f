// The server as shipped, in a child process: `node --import tsx apps/server/src/main.ts` with the
// production settings, started on a database the caller names, killed with SIGKILL (the node
// process itself: there is no npm in between) or stopped with SIGTERM.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const START_TIMEOUT_MS = 120_000;
/** The last part of what the server wrote, shown when something goes wrong. */
const OUTPUT_KEPT = 20_000;

export interface RunningServer {
  url: string;
  pid: number;
  /** What the process wrote on stdout and stderr (logs at warn, PGlite's own lines). */
  output(): string;
  /** SIGKILL, then wait until the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful: in-flight requests finish, the database closes), then wait for the exit. */
  stop(): Promise<number | null>;
}

/**
 * Starts the server on `databaseEnv` (DATA_DIR or DATABASE_URL) and waits for /api/health. The
 * variables of the caller's own database choice are dropped first, so a PGlite run never sees
 * DATABASE_URL.
 */
export async function startServer(databaseEnv: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  Object.assign(env, {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
    DEMO_DATA: "false",
    // The setup and the stream sign up and log in far more than 10 times a minute from one address.
    AUTH_IP_ATTEMPTS_PER_MINUTE: "1000000",
    // API only: a web build running beside the harness (the default apps/web/dist, half written)
    // must not stop a start. The server says once that it serves no web app (dropped by output()).
    WEB_DIST_DIR: join(tmpdir(), "turnuvam-durability-no-web-app"),
    ...databaseEnv,
  });
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const pid = child.pid;
  if (pid === undefined) throw new Error("the server process did not start");

  const started = Date.now();
  for (;;) {
    const gone = await Promise.race([exited.then(() => true), sleep(100).then(() => false)]);
    if (gone) throw new Error(`the server exited before it was ready:\n${output}`);
    if (await healthy(url)) break;
    if (Date.now() - started > START_TIMEOUT_MS) {
      child.kill("SIGKILL");
      throw new Error(`the server was not ready within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
  }

  return {
    url,
    pid,
    output: () =>
      output
        .split("\n")
        .filter((line) => !line.includes("web app not built"))
        .join("\n"),
    async kill9() {
      const children = childrenOf(pid);
      child.kill("SIGKILL");
      await exited;
      if (isAlive(pid)) throw new Error(`process ${pid} survived SIGKILL`);
      // Whatever the server started goes too (tsx's esbuild service ends on its own once its pipe closes).
      for (const other of children) if (isAlive(other)) process.kill(other, "SIGKILL");
    },
    async stop() {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

/** A killed server must not outlive the harness: called on the way out whatever happened. */
export function killQuietly(server: RunningServer | null): void {
  if (server && isAlive(server.pid)) process.kill(server.pid, "SIGKILL");
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    await response.text();
    return response.status === 200;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Direct children of a process, from /proc (Linux); none elsewhere. */
function childrenOf(pid: number): number[] {
  if (!existsSync("/proc")) return [];
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
