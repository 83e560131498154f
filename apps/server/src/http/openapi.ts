import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";
import { tournamentAnswerSchema } from "@turnuva/contract/tournament-answer";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { isApiPath } from "./api-path.ts";

// The tournament's answer is the body of some 40 responses (every read and write of a tournament):
// one component they refer to, rather than 40 copies (the document had grown to 909 kB with issue
// 29's lists, and Swagger UI took over 30 s to show it on a busy machine).
if (!z.globalRegistry.has(tournamentAnswerSchema)) z.globalRegistry.add(tournamentAnswerSchema, { id: "TournamentAnswer" });

export const API_DOCS_PATH = "/api/docs";

/**
 * The OpenAPI document, generated from the routes' zod schemas (the contract), and a page to
 * browse it at /api/docs. Swagger UI's page loads only its own files from /api/docs/static, so
 * the site's content security policy holds for it too. Registered before the routes: it collects
 * them as they are added.
 */
export const openApi = fp<{ publicUrl: string | null }>(
  async (app, { publicUrl }) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Turnuvam API",
          version: "1",
          description:
            "Errors are always `{ message, code }` (validation errors add `fields`): `message` is Turkish text for a person, `code` is for machines.",
          // The repository grants no licence (no LICENSE file, a private package): say so, until one
          // is chosen. `LicenseRef-` is SPDX's form for a licence that is not on its list.
          license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
        },
        // Every path starts with /api: the server is the site itself, at PUBLIC_URL when the
        // deployment names it, else wherever this document was fetched from.
        servers: [publicUrl ? { url: publicUrl, description: "PUBLIC_URL" } : { url: "/", description: "The site that serves this document" }],
        components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      },
      // The API only: the site's own files and sitemap are not part of the contract.
      transform: (document) => {
        if (!isApiPath(document.url)) return { schema: { hide: true }, url: document.url };
        const transformed = jsonSchemaTransform(document);
        const upload = document.route.config?.multipart;
        return upload ? { ...transformed, schema: { ...transformed.schema, ...multipartBody(upload) } } : transformed;
      },
      transformObject: (input) => withoutUnusedSchemas(jsonSchemaTransformObject(input)),
    });
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      // validatorUrl stays unset (null): no badge from validator.swagger.io, nothing from outside.
      uiConfig: { defaultModelsExpandDepth: 0 },
    });
  },
  { name: "openapi" },
);

/**
 * The document without the components nothing refers to: a registered schema comes out twice, as
 * read and as written (`TournamentAnswerInput`), and no request takes a tournament's answer.
 */
function withoutUnusedSchemas(document: SwaggerDocument): SwaggerDocument {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  if (!components?.schemas) return document;
  const text = JSON.stringify({ ...document, components: { ...components, schemas: {} } });
  const used = Object.fromEntries(Object.entries(components.schemas).filter(([name]) => text.includes(`"#/components/schemas/${name}"`)));
  return { ...document, components: { ...components, schemas: used } } as SwaggerDocument;
}

type SwaggerDocument = ReturnType<typeof jsonSchemaTransformObject>;

/** A file upload's form (`config: { multipart }`, http/require-schemas.ts) as OpenAPI describes one. */
function multipartBody({ field, description }: { field: string; description: string }) {
  return {
    consumes: ["multipart/form-data"],
    body: {
      type: "object",
      required: [field],
      properties: { [field]: { type: "string", format: "binary", description } },
    },
  };
}
