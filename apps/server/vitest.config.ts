import { defineConfig } from "vitest/config";

// Run through scripts/test-server.mjs: once on in-memory PGlite, once more on the PostgreSQL
// server of DATABASE_URL when it is set. Each test file gets a database of its own.
export default defineConfig({
  test: {
    name: "server",
    include: ["test/**/*.test.ts"],
    // Files in two processes at once: each has its own database (an in-memory PGlite, or a
    // database of its own on the server), so they cannot meet. Vitest's default, one fewer than
    // the cores, ran them one at a time on CI's two cores.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
