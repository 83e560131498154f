import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// In development the Fastify server runs on :3000 (npm run dev starts both); in production it
// serves dist/ itself on the same origin, so the client always calls relative /api paths.
const server = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      "/api": server,
      "/sitemap.xml": server,
    },
  },
  // The manifest tells scripts/report-sizes.mjs which chunks each route loads.
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Everything the first screen loads anyway goes into one chunk: one request, and gzip sees
      // it whole instead of five small files (each costs its own header and dictionary).
      output: { codeSplitting: { groups: [{ name: "shell", tags: ["$initial"] }] } },
    },
  },
});
