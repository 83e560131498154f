import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { sourceAlias } from "./vite.config.ts";

// Kept apart from vite.config.ts so the tests do not run the Tailwind compiler.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: [sourceAlias] },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["test/**/*.test.{ts,tsx}"],
    setupFiles: ["test/setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
    // A test of a whole page types, waits and clicks through several steps; on a busy 2-core
    // machine that took over Vitest's 5 s while taking under 2 s alone (test/setup.ts).
    testTimeout: 20_000,
  },
});
