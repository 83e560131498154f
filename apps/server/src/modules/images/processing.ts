import { createHash } from "node:crypto";
import { imageLimits, imageMessages } from "@turnuva/contract/image-rules";
import type { Sharp } from "sharp";
import type SharpModule from "sharp";
import { AppError } from "../../http/app-error.ts";
import { type ConcurrencyLimit, type OnePerKey, QueueFull, concurrencyLimit, onePerKey } from "./concurrency.ts";
import { DECODE_BUDGET, heldWhileDecoding } from "./decode-memory.ts";

// libvips' operation cache keeps recent results for reuse; uploads are never decoded twice, so it
// would only hold memory (the setting is the process's, and this is its only user of sharp).
// Loaded with the first picture rather than at start: libvips takes about a quarter of a second
// to load, on every start, for a server that may see no upload (issue 13: answer within 2 s).
let loading: Promise<typeof SharpModule> | null = null;
function loadSharp(): Promise<typeof SharpModule> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/** The squares every picture gets (part 1 §7's CDN sizes): 80, 128, 192 and 256 px. */
export const SQUARE_SIZES = [80, 128, 192, 256] as const;
/** The large variant, `url`: fit inside this square, never enlarged. */
export const LARGE_SIDE = 1024;
/** The decoded-pixel ceiling: the largest picture the side rule lets through, 8192 × 8192. */
export const MAX_PIXELS = imageLimits.maxSide * imageLimits.maxSide;
/** Uploads waiting for a turn, per process, beyond those being decoded (config IMAGE_PROCESSING_QUEUE). */
export const DEFAULT_QUEUE = 8;

const WEBP = { quality: 82 } as const;
const FORMATS = new Set(["jpeg", "png", "webp"]);

// How long to wait before trying again: a person's earlier upload is decoded within a second or
// two; a full line of 8 behind 2 decoders empties in a few seconds (the web client waits out up
// to 5 s, three attempts).
const BUSY_RETRY_SECONDS = 1;
const QUEUE_FULL_RETRY_SECONDS = 2;

/** One encoded variant, named by the SHA-256 of its bytes (content addressed: the same bytes, the same name). */
export interface Variant {
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  large: Variant;
  squares: Array<Variant & { size: number }>;
}

export const unreadable = () => new AppError("IMAGE_UNREADABLE", imageMessages.processing);
const tooManyPixels = () => new AppError("IMAGE_TOO_LARGE", imageMessages.tooManyPixels);
const tooCostly = () => new AppError("IMAGE_TOO_LARGE", imageMessages.tooCostlyToDecode);
const ownerBusy = () =>
  new AppError("RATE_LIMIT_EXCEEDED", imageMessages.uploadInProgress, { headers: { "retry-after": String(BUSY_RETRY_SECONDS) } });
const queueFull = () => new AppError("IMAGE_QUEUE_FULL", imageMessages.queueFull, { headers: { "retry-after": String(QUEUE_FULL_RETRY_SECONDS) } });

export interface ImageProcessorOptions {
  /** Pictures decoded at once; the rest queue (config IMAGE_PROCESSING_CONCURRENCY). */
  concurrency: number;
  /** Pictures waiting for a turn at most; past it 503 IMAGE_QUEUE_FULL (config IMAGE_PROCESSING_QUEUE). */
  maxWaiting?: number;
  /** Tests lower it to see the ceiling work on a small picture. */
  maxPixels?: number;
  /** The most a decoder may hold at once, estimated from the header (decode-memory.ts). */
  decodeBudget?: number;
}

export interface ProcessOptions {
  /** Whose upload it is (a user's id): one at a time each, in this process; a second is 429. */
  owner?: string;
  /** Aborted when the client has gone: a waiting upload leaves the line. */
  signal?: AbortSignal;
}

/**
 * Turns uploaded bytes (already known to start like a JPEG, PNG or WebP) into the stored variants,
 * or refuses them (issue 12). In order:
 *
 * 1. the owner's place: one upload per user decoded or waiting at a time (429 with Retry-After);
 * 2. the header, before a pixel is decoded and before the line: the sides, the pixel ceiling and
 *    what the decoder would have to hold (`decodeBudget`), so a small file that claims
 *    30000 × 30000, or an 8192 × 8192 interlaced 16-bit PNG, costs nothing and never waits;
 * 3. a turn among `concurrency` decodes, behind at most `maxWaiting` others (503 beyond);
 * 4. one decode, on sharp's threads, into every variant.
 *
 * Every place is given back in a `finally`, whatever comes of the upload.
 */
export function imageProcessor({
  concurrency,
  maxWaiting = DEFAULT_QUEUE,
  maxPixels = MAX_PIXELS,
  decodeBudget = DECODE_BUDGET,
}: ImageProcessorOptions) {
  const limit: ConcurrencyLimit = concurrencyLimit(concurrency, { maxWaiting });
  const owners: OnePerKey = onePerKey();
  // The first frame of an animated WebP or PNG only (sharp's default `pages: 1`). A decoder
  // warning (a truncated or damaged file) refuses the picture rather than storing half of it.
  // `limitInputPixels` stops any decode beyond the ceiling, should a header have lied.
  const input = { limitInputPixels: maxPixels, failOn: "warning" } as const;

  return {
    limit,
    owners,
    async process(bytes: Buffer, { owner, signal }: ProcessOptions = {}): Promise<ProcessedImage> {
      const release = owner === undefined ? () => undefined : owners.take(owner);
      if (!release) throw ownerBusy();
      try {
        await checkHeader(bytes, input, maxPixels, decodeBudget);
        return await limit.run(() => variantsOf(bytes, input), signal);
      } catch (error) {
        throw error instanceof QueueFull ? queueFull() : error;
      } finally {
        release();
      }
    },
  };
}

export type ImageProcessor = ReturnType<typeof imageProcessor>;

type Input = { limitInputPixels: number; failOn: "warning" };

/** The refusals the header can tell, in the order the uploader states them (a side too long first). */
async function checkHeader(bytes: Buffer, input: Input, maxPixels: number, decodeBudget: number): Promise<void> {
  const sharp = await loadSharp();
  const header = await sharp(bytes, input)
    .metadata()
    .catch((error: unknown) => {
      throw decodeFailure(error);
    });
  const { width, height, format } = header;
  if (!FORMATS.has(format) || !width || !height) throw unreadable();
  if (width > imageLimits.maxSide || height > imageLimits.maxSide) throw new AppError("IMAGE_TOO_LARGE", imageMessages.tooLargePixels);
  if (width < imageLimits.minSide || height < imageLimits.minSide) throw new AppError("IMAGE_TOO_SMALL", imageMessages.tooSmallPixels);
  if (width * height > maxPixels) throw tooManyPixels();
  // Within the sides, but its decoder could not stream it: interlaced PNG, progressive JPEG, ...
  if (heldWhileDecoding(header, bytes) > decodeBudget) throw tooCostly();
}

/**
 * One decode of the upload: turned as its EXIF orientation says, made 8-bit sRGB and fit inside
 * 1024 px (never enlarged; JPEG and WebP shrink while they decode), kept raw (at most 4 MiB).
 * Every variant is encoded from that: the large one as it is, the squares cut from its centre (a
 * picture smaller than 256 px is enlarged for them, so every size exists).
 */
async function variantsOf(bytes: Buffer, input: Input): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  try {
    // `.rotate()` turns the picture as its EXIF orientation says; the output keeps no metadata
    // (sharp's default: no EXIF, GPS, XMP or ICC profile is written unless asked, and we never ask;
    // an embedded profile is converted to sRGB on the way in).
    const fitted = await sharp(bytes, input)
      .rotate()
      .resize({ width: LARGE_SIDE, height: LARGE_SIDE, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const fromFitted = () => sharp(fitted.data, { raw: { width: fitted.info.width, height: fitted.info.height, channels: fitted.info.channels } });
    const large = await encode(fromFitted());
    // The squares: the 256 px centre crop, kept raw, then made smaller.
    const biggest = SQUARE_SIZES[SQUARE_SIZES.length - 1];
    const square = await fromFitted().resize(biggest, biggest, { fit: "cover" }).raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: square.info.width, height: square.info.height, channels: square.info.channels } };
    const squares = [];
    for (const size of SQUARE_SIZES) {
      squares.push({ size, ...(await encode(sharp(square.data, raw).resize(size, size))) });
    }
    return { large, squares };
  } catch (error) {
    throw decodeFailure(error);
  }
}

async function encode(pipeline: Sharp): Promise<Variant> {
  const { data, info } = await pipeline.webp(WEBP).toBuffer({ resolveWithObject: true });
  return { name: `${createHash("sha256").update(data).digest("hex")}.webp`, bytes: data, width: info.width, height: info.height };
}

/** sharp's refusal of the ceiling is a picture too large; anything else is a file it cannot read. */
function decodeFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels() : unreadable();
}
