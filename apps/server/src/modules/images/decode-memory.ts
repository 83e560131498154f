import type { Metadata } from "sharp";

const MiB = 1024 * 1024;

/**
 * The most memory one picture's decoder may hold at once: 256 MiB. Measured (`npm run
 * bench:images -w apps/server`, docs/decisions.md "Images"): a decode costs what its decoder holds
 * plus 15 to 130 MB of pipeline, so a picture at the budget peaks about 310 MB above the process,
 * two at once (the default concurrency) about 620 MB. At 8192 × 8192 it lets through every 8-bit
 * picture but one kind: JPEG, WebP (lossy 0, lossless 256 MiB) and PNG (192 MiB for interlaced RGB,
 * 256 MiB for interlaced RGBA), progressive JPEG with subsampled colour (at most 256 MiB). What it
 * refuses: interlaced 16-bit PNG past 6688 × 6688 (RGB) or 5792 × 5792 (RGBA), and progressive JPEG
 * whose colour is not subsampled (4:4:4, 6 bytes a pixel) past 6688 × 6688.
 */
export const DECODE_BUDGET = 256 * MiB;

/** Bytes per sample of libvips' band formats (sharp's `depth`). */
const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

type Header = Pick<Metadata, "format" | "width" | "height" | "channels" | "depth" | "isProgressive" | "chromaSubsampling">;

/**
 * What the decoder of this picture must hold whole before the pipeline can shrink it, from its
 * header alone (issue 12's audit; measured in RSS for each case, libvips 8.18):
 *
 * - an interlaced (Adam7) PNG is decoded whole, as the bands and depth libpng gives
 *   (width × height × channels × bytes per sample: 8 bytes a pixel for 16-bit RGBA);
 * - a progressive JPEG keeps every DCT coefficient (2 bytes each, one per pixel of each component)
 *   until its last scan; subsampled colour components count half (libvips reports any subsampling
 *   as 4:2:0, and 4:2:2 halves them, the most a subsampled component can be);
 * - a lossless WebP (VP8L) is decoded whole to ARGB, 4 bytes a pixel; a lossy one with an alpha
 *   plane holds the plane, 1 byte a pixel;
 * - anything else streams, a few rows at a time, and shrinks while it decodes: 0.
 */
export function heldWhileDecoding(header: Header, bytes: Uint8Array): number {
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  const channels = header.channels ?? 4;
  if (header.format === "png") return header.isProgressive ? pixels * channels * (SAMPLE_BYTES[header.depth ?? ""] ?? 8) : 0;
  if (header.format === "jpeg") {
    if (!header.isProgressive) return 0;
    const subsampled = channels >= 3 && header.chromaSubsampling !== undefined && !header.chromaSubsampling.startsWith("4:4:4");
    // Two chroma components at half: one component's worth less.
    return pixels * 2 * (subsampled ? channels - 1 : channels);
  }
  if (header.format === "webp") {
    const kind = webpKind(bytes);
    return kind === "lossy" ? 0 : kind === "lossy+alpha" ? pixels : pixels * 4;
  }
  // No other type is decoded (magic-bytes.ts); were one to be, the costliest guess.
  return pixels * channels * 8;
}

/**
 * How the first picture in a WebP file is coded: its first image chunk (`VP8 ` lossy, `VP8L`
 * lossless), at the top level or inside the first animation frame (`ANMF`), and whether an alpha
 * plane (`ALPH`) comes before a lossy one. Anything unreadable counts as lossless, the costlier.
 */
export function webpKind(bytes: Uint8Array): "lossy" | "lossy+alpha" | "lossless" {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fourcc = (at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
  let alpha = false;
  // Chunks from `at` to `end`: a four-character name, a little-endian size, the data padded to even.
  const walk = (at: number, end: number): "lossy" | "lossy+alpha" | "lossless" | null => {
    while (at + 8 <= end) {
      const name = fourcc(at);
      const size = view.getUint32(at + 4, true);
      if (name === "VP8L") return "lossless";
      if (name === "VP8 ") return alpha ? "lossy+alpha" : "lossy";
      if (name === "ALPH") alpha = true;
      // An animation frame: 16 bytes of placement, then the frame's own chunks.
      if (name === "ANMF") return walk(at + 8 + 16, Math.min(end, at + 8 + size));
      at += 8 + size + (size % 2);
    }
    return null;
  };
  return (bytes.length >= 12 && walk(12, bytes.length)) || "lossless";
}
