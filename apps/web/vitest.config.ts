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
  },
});
