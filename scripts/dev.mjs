// `npm run dev`: the API with reload on change (port 3000) and Vite with hot reload (port 5173),
// which proxies /api to the API. Ctrl+C stops both.
import "./require-node.mjs";
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "apps/server/src/main.ts"], {
    stdio: "inherit",
    env: { LOG_LEVEL: "debug", ...process.env, NODE_ENV: "development" },
  }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { stdio: "inherit" }),
];

const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
