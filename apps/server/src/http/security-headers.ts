import helmet from "@fastify/helmet";
import fp from "fastify-plugin";

/**
 * Security headers for every answer: a content security policy that allows only our own scripts
 * (pictures also as data:/blob: URLs, for previews before an upload), no sniffing, no framing.
 * HSTS only when the deployment says it is served over TLS (HSTS=true): over plain HTTP on a home
 * network it would lock browsers out, and the policy does not upgrade insecure requests either.
 */
export const securityHeaders = fp<{ hsts: boolean }>(
  async (app, { hsts }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          imgSrc: ["'self'", "data:", "blob:"],
          upgradeInsecureRequests: null,
        },
      },
      hsts: hsts ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    });
  },
  { name: "security-headers" },
);
