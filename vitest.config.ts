import { defineConfig } from "vitest/config";

// Unit projects only; the server suite runs through scripts/test-server.mjs (once on PGlite,
// once more on PostgreSQL when DATABASE_URL is set) and the browser journeys through Playwright.
export default defineConfig({
  test: { projects: ["packages/domain", "packages/contract", "apps/web"] },
});
