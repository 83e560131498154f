import { imageMessages, type ImageType, imageLimits } from "@turnuva/contract/image-rules";
import { serverMessages } from "@turnuva/contract";
// The type import also brings the plugin's additions to FastifyRequest (`isMultipart`, `file`).
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { IncomingMessage } from "node:http";
import { AppError } from "../../http/app-error.ts";
import { SNIFF_LENGTH, sniffImageType } from "./magic-bytes.ts";

/** What one upload route accepts: the form field, the byte limit and the sentences of its refusals. */
export interface UploadRules {
  /** The multipart field of part 1 §7 (`profileImage`, `platformImage`); null: the first file, whatever its field. */
  field: string | null;
  maxBytes: number;
  tooLarge: string;
  invalidType: string;
}

/** The profile picture and the standalone platform uploader: 10 MB (part 1 §5). */
export const uploadRules = (field: string | null): UploadRules => ({
  field,
  maxBytes: imageLimits.maxBytes,
  tooLarge: imageMessages.tooLarge,
  invalidType: imageMessages.invalidType,
});

/** The platform creation form's picture (`?stage=creation`): 5 MB and that form's sentences. */
export const creationUploadRules = (field: string): UploadRules => ({
  field,
  maxBytes: imageLimits.maxBytesAtCreation,
  tooLarge: imageMessages.tooLargeAtCreation,
  invalidType: imageMessages.invalidTypeAtCreation,
});

export interface Upload {
  bytes: Buffer;
  /** Read from the bytes, never from the name or the client's content type. */
  type: ImageType;
  field: string;
}

const noFile = () => new AppError("NO_FILE", imageMessages.noFile);

/** What a form adds around its file: boundaries, headers, a field or two. Generous. */
const FORM_ENVELOPE_BYTES = 64 * 1024;

/** The largest upload request any route takes: a 10 MB file in its form. */
export const MAX_UPLOAD_REQUEST_BYTES = imageLimits.maxBytes + FORM_ENVELOPE_BYTES;

/**
 * Reads what is left of a request's body and drops it, up to `limit` bytes in all; true once the
 * body has ended within it, false past it or when the client closed or broke the connection.
 * Whatever was reading it (busboy) is detached first.
 */
export function readToEnd(body: IncomingMessage, limit: number): Promise<boolean> {
  const declared = Number(body.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(false);
  // Read to its end already (by busboy, or an injected request of the tests), or gone.
  if (body.readableEnded) return Promise.resolve(true);
  if (body.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (ended: boolean) => {
      body.off("data", count).off("end", ended_).off("close", closed).off("error", closed);
      resolve(ended);
    };
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) finish(false);
    };
    const ended_ = () => finish(true);
    const closed = () => finish(body.complete);
    body.unpipe();
    body.on("data", count).once("end", ended_).once("close", closed).once("error", closed);
    body.resume();
  });
}

/**
 * Reads the uploaded file of a `config: { multipart }` route while it streams in, and refuses it as
 * soon as it breaks a rule, before anything is decoded (issue 12): declaring more than the byte
 * limit and its form, or reading past the byte limit → 413
 * FILE_TOO_LARGE (busboy is told the limit too, so at most one byte more is ever held); first bytes
 * that are not a JPEG, PNG or WebP → 415 INVALID_FILE_TYPE; no file, an empty one or another
 * field → 400 NO_FILE. Other fields of the form are ignored.
 */
export async function readImageUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) throw noFile();
  // Too large by what it says it is: refused before a byte of it is looked at.
  if (Number(request.headers["content-length"]) > rules.maxBytes + FORM_ENVELOPE_BYTES) throw new AppError("FILE_TOO_LARGE", rules.tooLarge);
  const part: MultipartFile | undefined = await request
    .file({ limits: { fileSize: rules.maxBytes + 1, files: 1, fields: 8, fieldSize: 1024, parts: 10 }, throwFileSizeLimit: false })
    .catch((error: unknown) => {
      throw formError(error);
    });
  if (!part || (rules.field !== null && part.fieldname !== rules.field)) throw noFile();

  const chunks: Buffer[] = [];
  let size = 0;
  let type: ImageType | null = null;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Throwing ends the loop, which destroys the stream: nothing more is read into memory.
      if (size > rules.maxBytes) throw new AppError("FILE_TOO_LARGE", rules.tooLarge);
      chunks.push(chunk);
      if (type === null && size >= SNIFF_LENGTH) type = sniffed(chunks, rules);
    }
  } catch (error) {
    throw formError(error);
  }
  if (part.file.truncated) throw new AppError("FILE_TOO_LARGE", rules.tooLarge);
  if (size === 0) throw noFile();
  const bytes = Buffer.concat(chunks, size);
  return { bytes, type: type ?? sniffed([bytes], rules), field: part.fieldname };
}

function sniffed(chunks: Buffer[], rules: UploadRules): ImageType {
  const type = sniffImageType(Buffer.concat(chunks).subarray(0, SNIFF_LENGTH));
  if (!type) throw new AppError("INVALID_FILE_TYPE", rules.invalidType);
  return type;
}

/** Our own refusals pass; the form's limits keep their 413; a form busboy cannot read is a 400. */
function formError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (status === 413) return new AppError("PAYLOAD_TOO_LARGE", serverMessages.payloadTooLarge);
  return new AppError("BAD_REQUEST", serverMessages.badRequest);
}
