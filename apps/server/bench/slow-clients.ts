// npm run bench:slow-clients -w apps/server: can one client without an account make the server
// unreachable by holding connections open (issue 23)? The server as shipped (src/main.ts, the
// embedded database in a fresh folder, every setting at its default) gets SLOW_CONNECTIONS
// (default 2,000) connections from this process, from the address 127.0.0.2, each of which sends
// a whole request head declaring `Content-Length: 100000` and then one byte of body every 5–20 s.
// Meanwhile another client, from 127.0.0.1, asks `GET /api/health` once a second on a new
// connection, with a 10 s timeout, for SLOW_DURATION seconds (default 90). Printed:
// how the slow connections fared (accepted, answered and how, still open) and the health checks'
// latency while they were held (median, p90, worst, failures). Not asserted anywhere: a figure for
// the note beside the same run on another version.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type Socket, connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../../../scripts/free-port.mjs";

const SLOW = Number(process.env.SLOW_CONNECTIONS ?? 2000);
const DURATION_S = Number(process.env.SLOW_DURATION ?? 90);
// Loopback is all of 127.0.0.0/8 on Linux: the slow client and the health checks are two addresses.
const SLOW_ADDRESS = "127.0.0.2";
const serverDir = resolve(import.meta.dirname, "..");

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "turnuvam-slow-"));
const server = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
  cwd: serverDir,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DEMO_DATA: "false", LOG_LEVEL: "warn", DATABASE_URL: "" },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => {
  server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", stop);

async function health(timeoutMs = 10_000): Promise<number | null> {
  const started = performance.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(timeoutMs), headers: { connection: "close" } });
    await response.arrayBuffer();
    return response.status === 200 ? performance.now() - started : null;
  } catch {
    return null;
  }
}

for (let i = 0; ; i += 1) {
  if ((await health(1000)) !== null) break;
  if (i > 120) throw new Error("the server did not start");
  await new Promise((r) => setTimeout(r, 500));
}
const idle: number[] = [];
for (let i = 0; i < 10; i += 1) idle.push((await health()) ?? Number.NaN);

interface Slow {
  socket: Socket;
  status: string | null;
  closedAt: number | null;
  timer: NodeJS.Timeout | null;
}
const started = performance.now();
const slows: Slow[] = [];
function openSlow(): Slow {
  const socket = connect({ port, host: "127.0.0.1", localAddress: SLOW_ADDRESS });
  const slow: Slow = { socket, status: null, closedAt: null, timer: null };
  socket.on("connect", () => {
    socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`);
    const drip = () => {
      slow.timer = setTimeout(
        () => {
          if (!socket.destroyed) socket.write(" ", () => undefined);
          drip();
        },
        5000 + Math.random() * 15_000,
      );
    };
    drip();
  });
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString("utf8");
    // The status and the answer's code: 429 is the connection bound (TOO_MANY_CONNECTIONS) or the
    // login limit per address (RATE_LIMIT_EXCEEDED).
    const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
    const code = /"code":"([A-Z_]+)"/.exec(received)?.[1];
    if (status && (code || received.includes("\r\n\r\n"))) slow.status ??= code ? `${status} ${code}` : status;
  });
  socket.on("error", () => undefined);
  socket.on("close", () => {
    slow.closedAt = performance.now() - started;
    if (slow.timer) clearTimeout(slow.timer);
  });
  slows.push(slow);
  return slow;
}
// In bursts of 100, as fast as the machine takes them.
for (let i = 0; i < SLOW; i += 100) {
  for (let j = i; j < Math.min(SLOW, i + 100); j += 1) openSlow();
  await new Promise((r) => setTimeout(r, 20));
}

const held: Array<number | null> = [];
const openAt: Record<number, number> = {};
for (let second = 1; second <= DURATION_S; second += 1) {
  const tick = new Promise((r) => setTimeout(r, 1000));
  held.push(await health());
  if ([10, 30, 60].includes(second)) openAt[second] = slows.filter((s) => s.closedAt === null).length;
  await tick;
}
openAt[DURATION_S] = slows.filter((s) => s.closedAt === null).length;

const ok = held.filter((v): v is number => v !== null).sort((a, b) => a - b);
const at = (q: number) => (ok.length ? ok[Math.min(ok.length - 1, Math.floor(q * ok.length))]!.toFixed(1) : "-");
const statuses = new Map<string, number>();
for (const slow of slows) {
  const how = slow.status ?? (slow.closedAt === null ? "open, no answer" : "closed, no answer");
  statuses.set(how, (statuses.get(how) ?? 0) + 1);
}
const closedTimes = slows
  .filter((s) => s.closedAt !== null && s.status?.startsWith("408"))
  .map((s) => s.closedAt as number)
  .sort((a, b) => a - b);

console.log(`slow connections: ${SLOW} from ${SLOW_ADDRESS} to the server as shipped on port ${port}, ${DURATION_S} s; health checks from 127.0.0.1`);
console.log(`GET /api/health before them: median ${idle.sort((a, b) => a - b)[5]?.toFixed(1)} ms`);
console.log(
  `GET /api/health while held (1 a second): ${ok.length} of ${held.length} answered 200; median ${at(0.5)} ms, p90 ${at(0.9)} ms, worst ${ok.length ? ok[ok.length - 1]!.toFixed(1) : "-"} ms; ${held.length - ok.length} failed or timed out (10 s)`,
);
console.log(
  `slow connections still open: ${Object.entries(openAt)
    .map(([s, n]) => `${n} at ${s} s`)
    .join(", ")}`,
);
console.log(`how the slow connections were answered: ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(", ")}`);
if (closedTimes.length)
  console.log(
    `408s sent between ${(closedTimes[0]! / 1000).toFixed(1)} s and ${(closedTimes[closedTimes.length - 1]! / 1000).toFixed(1)} s after the first connection`,
  );
for (const slow of slows) slow.socket.destroy();
stop();
process.exit(0);
