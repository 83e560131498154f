import multipart from "@fastify/multipart";
import { platformIdParamsSchema, serverMessages } from "@turnuva/contract";
import {
  IMAGE_TYPES,
  imageDeletedResponseSchema,
  imageFields,
  imageLimits,
  imageMessages,
  platformImageQuerySchema,
  platformImageResponseSchema,
  profileImageResponseSchema,
} from "@turnuva/contract/images";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import type { ImageLimits } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import { limitPerUser, tooMany } from "../rate-limits/limits.ts";
import type { ImagesService } from "./service.ts";
import { MAX_UPLOAD_REQUEST_BYTES, creationUploadRules, readImageUpload, readToEnd, uploadRules } from "./upload.ts";

export interface ImagesRoutesOptions {
  images: ImagesService;
  db: Database;
  limits: ImageLimits;
}

/** Served variants never change (their name is their hash): a year, and the browser need not ask again. */
const IMMUTABLE = "public, max-age=31536000, immutable";
// A picture is never a document: nothing in it may run, load or frame anything if opened directly.
const IMAGE_CSP = "default-src 'none'; sandbox";

// The diagnostics' answers (part 1 §7 "GET /users/test", "POST /users/test-upload"): server-side
// only, nothing of them is shown to a person.
const diagnosticsMessages = {
  ready: "Resim yükleme servisi hazır.",
  received: "Dosya sunucuya ulaştı; boyutu ve türü uygun. Hiçbir şey kaydedilmedi.",
};

const testResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  userId: z.string(),
  limits: z.object({
    maxBytes: z.int(),
    maxBytesAtCreation: z.int(),
    minSide: z.int(),
    maxSide: z.int(),
    types: z.array(z.string()),
    uploadsPerWindow: z.int(),
    windowSeconds: z.int(),
  }),
});

const testUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  file: z.object({ field: z.string(), size: z.int(), type: z.string() }),
});

const variantParamsSchema = z.object({ name: z.string() });

/**
 * Aborted when the connection closes before the answer is sent: an upload waiting for its turn
 * then leaves the line (modules/images/concurrency.ts) instead of being decoded for nobody. The
 * reason is a plain client error, so nothing is logged as the server's fault; nobody reads it.
 */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort(new AppError("BAD_REQUEST", serverMessages.badRequest));
  });
  return controller.signal;
}

const uploadErrors = errorResponses(400, 401, 413, 415, 429);
const profileFile = { field: imageFields.profile, description: "JPG, PNG or WebP, at most 10 MB, 50×50 to 8192×8192 px" };
const platformFile = {
  field: imageFields.platform,
  description: "JPG, PNG or WebP, at most 10 MB (5 MB with ?stage=creation), 50×50 to 8192×8192 px",
};

/**
 * Profile and platform pictures (part 1 §7; issue 12) under `/api`: the uploads and deletes, the
 * two diagnostics and the stored variants at `/api/images/:name`. Multipart forms are parsed in
 * this plugin only: every other route still answers a form with 415. Each upload is counted
 * against its user before its body is read (`limitPerUser`), then read by `readImageUpload`, which
 * refuses size and type while the bytes arrive; the service decodes and swaps.
 */
export const imagesRoutes: FastifyPluginAsyncZod<ImagesRoutesOptions> = async (app, { images, db, limits }) => {
  await app.register(multipart, { throwFileSizeLimit: false, limits: { files: 1, fields: 8, fieldSize: 1024, parts: 10 } });
  // An upload refused before its body was read to the end (no session, someone else's platform,
  // too large, over the limit, the wrong type) is answered only once the rest of its body has been
  // read and dropped (issue 23): a client that is still sending when the answer comes and the
  // connection closes sees a broken pipe, not the answer (Node's fetch did, 12 times in 20 at
  // 1 MB). Bodies are read up to what an accepted upload may be; beyond that, or when the client
  // stops sending, the answer goes at once and the connection closes, as Fastify does for its own
  // body limit. The request timeout bounds the wait (a slow sender gets its 408).
  app.addHook("onSend", async (request, reply) => {
    if (await readToEnd(request.raw, MAX_UPLOAD_REQUEST_BYTES)) return;
    reply.header("connection", "close");
  });
  const uploadLimit = { attempts: limits.uploads, windowSeconds: limits.windowSeconds };
  const tooManyUploads = (seconds: number) => tooMany(imageMessages.tooManyUploads(seconds), seconds);
  const countUpload = limitPerUser(db, "image-upload", uploadLimit, tooManyUploads);
  // The diagnostic upload stores nothing but still reads a body: it is counted apart, so the
  // widget's check before an upload does not use up the uploads themselves.
  const countTestUpload = limitPerUser(db, "image-test-upload", uploadLimit, tooManyUploads);

  app.get(
    "/users/test",
    {
      config: { auth: "required" },
      schema: {
        operationId: "checkImageService",
        tags: ["users"],
        summary: "Diagnostic: the picture service answers, with the signed-in user's id and the upload limits",
        response: { 200: testResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      message: diagnosticsMessages.ready,
      userId: signedInUser(request).id,
      limits: {
        maxBytes: imageLimits.maxBytes,
        maxBytesAtCreation: imageLimits.maxBytesAtCreation,
        minSide: imageLimits.minSide,
        maxSide: imageLimits.maxSide,
        types: [...IMAGE_TYPES],
        uploadsPerWindow: limits.uploads,
        windowSeconds: limits.windowSeconds,
      },
    }),
  );

  app.post(
    "/users/test-upload",
    {
      config: {
        auth: "required",
        multipart: { field: imageFields.profile, description: "any file field; checked for size (10 MB) and type, never stored" },
      },
      onRequest: countTestUpload,
      schema: {
        operationId: "testImageUpload",
        tags: ["users"],
        summary: "Diagnostic: checks that a file arrives, its size and its type by its bytes; decodes and stores nothing",
        response: { 200: testUploadResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const upload = await readImageUpload(request, uploadRules(null));
      return {
        success: true as const,
        message: diagnosticsMessages.received,
        file: { field: upload.field, size: upload.bytes.length, type: upload.type },
      };
    },
  );

  const profileUpload = {
    config: { auth: "required", multipart: profileFile },
    onRequest: countUpload,
    schema: { tags: ["users"], response: { 200: profileImageResponseSchema, ...uploadErrors, ...errorResponses(422, 503) } },
  } as const;

  app.post(
    "/users/upload-profile-image",
    {
      ...profileUpload,
      schema: {
        ...profileUpload.schema,
        operationId: "uploadProfileImage",
        summary: "Upload the signed-in user's picture (multipart field profileImage)",
      },
    },
    async (request, reply) => {
      const signal = clientGone(reply);
      return images.setProfileImage(signedInUser(request), await readImageUpload(request, uploadRules(imageFields.profile)), signal);
    },
  );

  app.put(
    "/users/profile-image",
    {
      ...profileUpload,
      schema: {
        ...profileUpload.schema,
        operationId: "replaceProfileImage",
        summary: "Replace the signed-in user's picture (multipart field profileImage)",
      },
    },
    async (request, reply) => {
      const signal = clientGone(reply);
      return images.setProfileImage(signedInUser(request), await readImageUpload(request, uploadRules(imageFields.profile)), signal);
    },
  );

  app.delete(
    "/users/profile-image",
    {
      config: { auth: "required" },
      schema: {
        operationId: "deleteProfileImage",
        tags: ["users"],
        summary: "Delete the signed-in user's picture",
        response: { 200: imageDeletedResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => images.deleteProfileImage(signedInUser(request)),
  );

  app.post(
    "/platforms/:id/upload-image",
    {
      config: { auth: "required", multipart: platformFile },
      onRequest: countUpload,
      schema: {
        operationId: "uploadPlatformImage",
        tags: ["platforms"],
        summary: "Upload or replace a platform's picture, its owner only (multipart field platformImage)",
        params: platformIdParamsSchema,
        querystring: platformImageQuerySchema,
        response: { 200: platformImageResponseSchema, ...uploadErrors, ...errorResponses(403, 404, 422, 503) },
      },
    },
    async (request, reply) => {
      const signal = clientGone(reply);
      const actor = signedInUser(request);
      // Refused before the body is read: an unknown platform (404) or someone else's (403).
      await images.checkPlatformImageChange(actor, request.params.id);
      const rules = request.query.stage === "creation" ? creationUploadRules(imageFields.platform) : uploadRules(imageFields.platform);
      return images.setPlatformImage(actor, request.params.id, await readImageUpload(request, rules), signal);
    },
  );

  app.delete(
    "/platforms/:id/image",
    {
      config: { auth: "required" },
      schema: {
        operationId: "deletePlatformImage",
        tags: ["platforms"],
        summary: "Delete a platform's picture, its owner only",
        params: platformIdParamsSchema,
        response: { 200: imageDeletedResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => images.deletePlatformImage(signedInUser(request), request.params.id),
  );

  app.get(
    "/images/:name",
    {
      schema: {
        operationId: "getImageVariant",
        tags: ["images"],
        summary: "A stored picture variant (WebP); its name is the SHA-256 of its bytes, so it never changes",
        params: variantParamsSchema,
        response: {
          200: { description: "The variant's bytes", content: { "image/webp": { schema: z.file() } } },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const bytes = await images.variant(request.params.name);
      if (!bytes) throw new AppError("NOT_FOUND", serverMessages.notFound);
      return (
        reply
          .headers({
            "content-type": "image/webp",
            "cache-control": IMMUTABLE,
            "x-content-type-options": "nosniff",
            "content-security-policy": IMAGE_CSP,
          })
          // A Buffer is sent as it is, never serialised; `z.file()` is what the API page calls binary.
          .send(bytes as unknown as File)
      );
    },
  );
};
