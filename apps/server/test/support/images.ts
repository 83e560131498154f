import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { type Executor, queryRows } from "../../src/db/database.ts";

/**
 * Pictures for the image tests, made with sharp (or by hand where sharp would refuse to write
 * them), and multipart forms to carry them, as a browser's FormData sends them.
 */

export interface FilePart {
  field: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body: each part a file (with `filename`) or a plain field. */
export function form(parts: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----turnuva${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? "" : `Content-Type: ${part.contentType ?? "application/octet-stream"}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(part.data), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** One file in one field, as the upload widget sends it. */
export const fileForm = (field: string, data: Buffer | string, filename = "resim.jpg", contentType = "image/jpeg") =>
  form([{ field, filename, contentType, data }]);

/** Sends a form to `url` as `authorization` (a visitor without it). */
export function sendForm(
  app: FastifyInstance,
  method: "POST" | "PUT",
  url: string,
  body: { payload: Buffer; headers: Record<string, string> },
  authorization?: string,
) {
  return app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...(authorization ? { authorization } : {}) } });
}

/** A plain picture of one colour (or noise, which compresses badly, for large files). */
export function picture(width: number, height: number, format: "jpeg" | "png" | "webp", options: { noise?: boolean; colour?: string } = {}) {
  const base = options.noise
    ? sharp({ create: { width, height, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    : sharp({ create: { width, height, channels: 3, background: options.colour ?? "#c0392b" } });
  return base.toFormat(format).toBuffer();
}

/** A JPEG whose left half is red and right half blue, so that a turn shows where the halves went. */
export async function halvesJpeg(width: number, height: number, metadata: { orientation?: number; exif?: boolean } = {}) {
  const blue = await sharp({ create: { width: width / 2, height, channels: 3, background: "#0000ff" } })
    .png()
    .toBuffer();
  let pipeline = sharp({ create: { width, height, channels: 3, background: "#ff0000" } })
    .composite([{ input: blue, left: width / 2, top: 0 }])
    .jpeg();
  if (metadata.exif) {
    pipeline = pipeline.withExif({
      IFD0: { Copyright: "GIZLI-TELIF", Artist: "GIZLI-SANATCI", Make: "GIZLI-MARKA" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 0/1 3600/100", GPSLongitudeRef: "E", GPSLongitude: "28/1 58/1 0/1" },
    });
  }
  if (metadata.orientation) pipeline = pipeline.withMetadata({ orientation: metadata.orientation });
  return pipeline.toBuffer();
}

/** An animated WebP: a red, then a green, then a blue frame. */
export async function animatedWebp(width: number, height: number) {
  const frames = await Promise.all(
    ["#ff0000", "#00ff00", "#0000ff"].map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .webp({ loop: 0, delay: [100, 100, 100] })
    .toBuffer();
}

/** A small GIF (sharp writes GIF too), a type the server must refuse. */
export const gif = () =>
  sharp({ create: { width: 60, height: 60, channels: 3, background: "#00ff00" } })
    .gif()
    .toBuffer();

/** An SVG with a script, the classic stored-XSS picture, under a .png name. */
export const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>`;

/** How many variants are stored, and how many uses they carry. */
export async function variantRows(db: Executor): Promise<Array<{ name: string; uses: number }>> {
  return queryRows<{ name: string; uses: number }>(db, sql`SELECT name, uses FROM image_variants ORDER BY name`);
}

/** Every variant URL of an image answer: the large one and the four squares. */
export function variantUrls(image: { url: string; sizes?: Array<{ url: string }> }): string[] {
  return [image.url, ...(image.sizes ?? []).map((s) => s.url)];
}

/** The bytes served at a URL, and what sharp reads in them. */
export async function served(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: "GET", url });
  const bytes = response.rawPayload;
  const metadata = response.statusCode === 200 ? await sharp(bytes).metadata() : null;
  return { response, bytes, metadata };
}
