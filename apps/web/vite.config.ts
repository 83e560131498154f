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
  build: { outDir: "dist", emptyOutDir: true },
});
