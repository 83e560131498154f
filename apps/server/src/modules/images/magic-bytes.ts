import type { ImageType } from "@turnuva/contract/image-rules";

/** How many bytes of a file it takes to tell the three accepted types apart. */
export const SNIFF_LENGTH = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The type a file really has, read from its first bytes (issue 12): JPEG `FF D8 FF`, PNG's eight
 * byte signature, WebP `RIFF....WEBP`. The name and the type the client claims are never asked:
 * an SVG or an HTML page called `.png` is text, and a GIF starts `GIF8`; all of them are null.
 */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, PNG)) return "image/png";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "image/webp";
  return null;
}
