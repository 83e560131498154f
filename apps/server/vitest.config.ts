import { defineConfig } from "vitest/config";

// Run through scripts/test-server.mjs: once on in-memory PGlite, once more on the PostgreSQL
// server of DATABASE_URL when it is set. Each test file gets a database of its own.
export default defineConfig({
  test: {
    name: "server",
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
