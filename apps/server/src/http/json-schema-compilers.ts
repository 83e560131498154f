/**
 * Fastify's JSON Schema compilers, never to be used: every route's schema is zod's, compiled by the
 * zod compilers set on the root (which every context inherits). Named in an instance's
 * `schemaController`, Fastify's own (Ajv and fast-json-stringify) are not loaded when it is
 * created, which was about a tenth of a start.
 */
const jsonSchemaUnused = (): never => {
  throw new Error("a route's schema must be zod's (fastify-type-provider-zod)");
};

export const noJsonSchemaCompilers = { compilersFactory: { buildValidator: jsonSchemaUnused, buildSerializer: jsonSchemaUnused } };
