import { createHash } from "node:crypto";
import { imageLimits, imageMessages } from "@turnuva/contract/image-rules";
import sharp, { type Sharp } from "sharp";
import { AppError } from "../../http/app-error.ts";
import { type ConcurrencyLimit, concurrencyLimit } from "./concurrency.ts";

// libvips' operation cache keeps recent results for reuse; uploads are never decoded twice, so it
// would only hold memory (the setting is the process's, and this is its only user of sharp).
sharp.cache(false);

/** The squares every picture gets (part 1 §7's CDN sizes): 80, 128, 192 and 256 px. */
export const SQUARE_SIZES = [80, 128, 192, 256] as const;
/** The large variant, `url`: fit inside this square, never enlarged. */
export const LARGE_SIDE = 1024;
/** The decoded-pixel ceiling: the largest picture the side rule lets through, 8192 × 8192. */
export const MAX_PIXELS = imageLimits.maxSide * imageLimits.maxSide;

const WEBP = { quality: 82 } as const;
const FORMATS = new Set(["jpeg", "png", "webp"]);

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

export interface ImageProcessorOptions {
  /** Pictures decoded at once; the rest queue (config IMAGE_PROCESSING_CONCURRENCY). */
  concurrency: number;
  /** Tests lower it to see the ceiling work on a small picture. */
  maxPixels?: number;
}

/**
 * Turns uploaded bytes (already known to start like a JPEG, PNG or WebP) into the stored variants,
 * or refuses them (issue 12). The header is read first and the picture refused on its declared
 * size before a single pixel is decoded, so a small file that claims 30000 × 30000 costs nothing;
 * `limitInputPixels` stops any decode beyond the ceiling all the same. Everything runs on sharp's
 * threads, at most `concurrency` pictures at a time.
 */
export function imageProcessor({ concurrency, maxPixels = MAX_PIXELS }: ImageProcessorOptions) {
  const limit: ConcurrencyLimit = concurrencyLimit(concurrency);
  return {
    limit,
    process: (bytes: Buffer): Promise<ProcessedImage> => limit.run(() => variantsOf(bytes, maxPixels)),
  };
}

export type ImageProcessor = ReturnType<typeof imageProcessor>;

async function variantsOf(bytes: Buffer, maxPixels: number): Promise<ProcessedImage> {
  // The first frame of an animated WebP or PNG only (sharp's default `pages: 1`). A decoder
  // warning (a truncated or damaged file) refuses the picture rather than storing half of it.
  const input = { limitInputPixels: maxPixels, failOn: "warning" } as const;
  const header = await sharp(bytes, input)
    .metadata()
    .catch((error: unknown) => {
      throw decodeFailure(error);
    });
  const { width, height, format } = header;
  if (!FORMATS.has(format) || !width || !height) throw unreadable();
  if (width > imageLimits.maxSide || height > imageLimits.maxSide) throw new AppError("IMAGE_TOO_LARGE", imageMessages.tooLargePixels);
  if (width < imageLimits.minSide || height < imageLimits.minSide) throw new AppError("IMAGE_TOO_SMALL", imageMessages.tooSmallPixels);

  try {
    // `.rotate()` turns the picture as its EXIF orientation says; the output keeps no metadata
    // (sharp's default: no EXIF, GPS, XMP or ICC profile is written unless asked, and we never ask).
    const large = await encode(
      sharp(bytes, input).rotate().resize({ width: LARGE_SIDE, height: LARGE_SIDE, fit: "inside", withoutEnlargement: true }),
    );
    // The squares come from one decode: the 256 px centre crop, kept raw, then made smaller.
    const biggest = SQUARE_SIZES[SQUARE_SIZES.length - 1];
    const square = await sharp(bytes, input).rotate().resize(biggest, biggest, { fit: "cover" }).raw().toBuffer({ resolveWithObject: true });
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
