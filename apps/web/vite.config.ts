import { constants } from "node:zlib";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

// In development the Fastify server runs on :3000 (npm run dev starts both); in production it
// serves dist/ itself on the same origin, so the client always calls relative /api paths.
const server = "http://localhost:3000";

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Each asset also as .br and .gz at the highest levels, made once here; the server sends the
    // one the browser accepts (@fastify/static preCompressed) instead of compressing per request.
    compression({
      algorithms: [defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm("gzip", { level: 9 })],
      exclude: [/\.vite\//],
    }),
  ],
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
    // No preload helper: it costs the shell 0.55 kB gzip of the 100 kB budget for "/", which the
    // libraries alone take 90 kB of. The price: a page that shares a chunk with another (login and
    // sign-up share the forms' libraries) fetches it after its own file, one round trip later.
    modulePreload: false,
    rolldownOptions: {
      // Everything the first screen loads anyway goes into one chunk: one request, and gzip sees
      // it whole instead of five small files (each costs its own header and dictionary).
      output: { codeSplitting: { groups: [{ name: "shell", tags: ["$initial"] }] } },
    },
  },
});
