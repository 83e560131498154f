import { PassThrough } from "node:stream";
import { createDeflate, crc32 } from "node:zlib";

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a complete, valid black-and-white PNG of `width` × `height` whose zeros
 * deflate to a few kilobytes, and would decode to `width × height` pixels (sharp refuses to write
 * one, so it is put together by hand). Rows go through the deflater a hundred at a time.
 */
export async function pngBomb(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1, colour type 0 (grey), deflate, filter 0, no interlace
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * 100);
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => compressed.push(chunk));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const source = new PassThrough();
  source.pipe(deflate);
  for (let row = 0; row < height; row += 100) {
    if (!source.write(rows)) await new Promise((resolve) => source.once("drain", resolve));
  }
  source.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.concat(compressed)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
