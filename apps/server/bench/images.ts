// npm run bench:images -w apps/server (and at the end of npm run bench -w apps/server): what a
// picture upload costs the server (issue 12). Each case runs in a process of its own, so its memory
// is its own: the time to make the five WebP variants (median of three runs), the process's
// resident memory before (the baseline: node, sharp warmed up and the upload's bytes read) and at
// its peak while decoding (Linux's VmHWM, reset once the baseline is read; elsewhere RSS sampled
// every 2 ms; over the three runs, so what the allocator keeps between runs counts), and the
// longest the event loop was held up meanwhile (sharp decodes on its own threads). The largest
// accepted picture is 8192 × 8192: JPEG and WebP shrink while decoding, PNG cannot, and an
// interlaced PNG is decoded whole (192 MiB for 8-bit RGB, accepted; 512 MiB for 16-bit RGBA,
// refused from its header by the decode budget). A typical phone photo is 4000 × 3000. A burst:
// six interlaced PNGs from three accounts (one each decoded or waiting; the others refused with
// 429) and a small JPEG from a fourth, whose time to its answer is that case's figure. A
// decompression bomb (a 30,000 × 30,000 PNG of about 110 kB) must be refused from its header.
// No figure is asserted anywhere (DESIGN §6).
import { fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { type ProcessedImage, imageProcessor } from "../src/modules/images/processing.ts";
import { pngBomb } from "../test/support/png-bomb.ts";

interface Input {
  name: string;
  file: string;
  /** How many of it arrive at once (the processor decodes 2 at a time, as configured by default). */
  atOnce: number;
  /** Whose uploads they are, in turn (one account per upload unless said). */
  owners?: number;
  /**
   * A small picture from another account, sent just after the others: the case's time is then how
   * long it took to be answered, which is what a person behind a burst of large uploads waits.
   */
  behind?: string;
}

interface Figures {
  ms: number;
  rssBefore: number;
  peakRss: number;
  peakMethod: string;
  loopDelayMaxMs: number;
  outcome: string;
}

const MB = 1024 * 1024;
const RUNS = 3;

/** Linux keeps a process's peak resident memory in VmHWM; writing 5 to clear_refs starts it again. */
function highWaterMark(): number | null {
  try {
    const line = /VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"));
    return line ? Number(line[1]) * 1024 : null;
  } catch {
    return null;
  }
}
function resetHighWaterMark(): boolean {
  try {
    writeFileSync("/proc/self/clear_refs", "5");
    return highWaterMark() !== null;
  } catch {
    return false;
  }
}

async function child(input: Input): Promise<Figures> {
  const processor = imageProcessor({ concurrency: 2 });
  // Warm up: libvips and its loaders are in memory before the baseline is read.
  await processor.process(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#888888" } })
      .jpeg()
      .toBuffer(),
  );
  const bytes = readFileSync(input.file);
  global.gc?.();
  const rssBefore = process.memoryUsage.rss();
  const exact = resetHighWaterMark();
  let sampled = rssBefore;
  const sampler = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage.rss())), 2);
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const times: number[] = [];
  let outcome = "";
  const small = input.behind === undefined ? null : readFileSync(input.behind);
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const owner = (i: number) => `run${run}-owner${i % (input.owners ?? input.atOnce)}`;
    const all = Promise.allSettled(Array.from({ length: input.atOnce }, (_, i) => processor.process(bytes, { owner: owner(i) })));
    const behind = small && processor.process(small, { owner: `run${run}-someone-else` }).then(() => performance.now() - started);
    const results = await all;
    times.push(behind ? await behind : performance.now() - started);
    outcome = outcomes(results);
  }
  loop.disable();
  clearInterval(sampler);
  return {
    ms: times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!,
    rssBefore,
    peakRss: exact ? highWaterMark()! : sampled,
    peakMethod: exact ? "VmHWM" : "sampled",
    loopDelayMaxMs: loop.max / 1e6,
    outcome,
  };
}

/** What came of the uploads: the first success's variants, and how many were refused, by code. */
function outcomes(results: Array<PromiseSettledResult<ProcessedImage>>): string {
  const done = results.filter((r) => r.status === "fulfilled");
  const refused = new Map<string, number>();
  for (const r of results) {
    if (r.status === "rejected") {
      const code = (r.reason as { code?: string }).code ?? String(r.reason);
      refused.set(code, (refused.get(code) ?? 0) + 1);
    }
  }
  const parts: string[] = [];
  const first = done[0]?.value;
  if (first) {
    const kB = [first.large, ...first.squares].reduce((n, v) => n + v.bytes.length, 0) / 1024;
    parts.push(
      `${results.length > 1 ? `${done.length} made: ` : ""}large ${first.large.width}×${first.large.height} + 4 squares, ${kB.toFixed(0)} kB`,
    );
  }
  for (const [code, n] of refused) parts.push(`${results.length > 1 ? `${n} ` : ""}refused: ${code}`);
  return parts.join("; ");
}

async function makeInputs(dir: string): Promise<Input[]> {
  const write = async (name: string, bytes: Promise<Buffer>, atOnce = 1): Promise<Input> => {
    const file = join(dir, `${name.replace(/\W+/g, "_")}.bin`);
    writeFileSync(file, await bytes);
    return { name, file, atOnce };
  };
  const shapes = (width: number, height: number) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1f4e79"/><stop offset="1" stop-color="#f5b041"/></linearGradient></defs>` +
        `<rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#c0392b"/></svg>`,
    );
  // Something like a photo: shapes and a little grain, so that the files weigh what photos weigh.
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 128, sigma: 20 } } })
      .composite([{ input: shapes(width, height), blend: "overlay" }])
      .blur(1);
  const largest = await photo(8192, 8192).raw().toBuffer({ resolveWithObject: true });
  const fromRaw = () => sharp(largest.data, { raw: largest.info });
  // A graphic (no grain): the only kind of 8192 × 8192 PNG that fits in 10 MB.
  const graphic = () => sharp(shapes(8192, 8192), { limitInputPixels: false }).png({ compressionLevel: 9 }).toBuffer();
  // Interlaced (Adam7) PNGs cannot be decoded a few rows at a time: the decoder holds the whole
  // picture. 8-bit RGB at 8192 × 8192 is 192 MiB of it (accepted); 16-bit RGBA, what the audit
  // sent (an 804 kB file of one colour), 512 MiB (refused from its header).
  const interlaced = () =>
    sharp(shapes(8192, 8192), { limitInputPixels: false }).flatten().png({ compressionLevel: 9, progressive: true }).toBuffer();
  const deep = () =>
    sharp({ create: { width: 8192, height: 8192, channels: 4, background: { r: 31, g: 78, b: 121, alpha: 0.5 } } })
      .toColourspace("rgb16")
      .png({ progressive: true })
      .toBuffer();
  const tinyJpeg = await write(
    "a 64×64 JPEG",
    sharp({ create: { width: 64, height: 64, channels: 3, background: "#c0392b" } })
      .jpeg()
      .toBuffer(),
  );
  return [
    await write("4000×3000 JPEG (a phone photo)", photo(4000, 3000).jpeg({ quality: 88 }).toBuffer()),
    await write("8192×8192 JPEG (largest accepted)", fromRaw().jpeg({ quality: 80 }).toBuffer()),
    await write("8192×8192 PNG (largest accepted)", graphic()),
    await write("8192×8192 PNG, 8-bit RGB interlaced", interlaced()),
    await write("8192×8192 PNG, 16-bit RGBA interlaced", deep()),
    await write("8192×8192 WebP (largest accepted)", fromRaw().webp({ quality: 75 }).toBuffer()),
    await write("8192×8192 JPEG, 4 at once", fromRaw().jpeg({ quality: 80 }).toBuffer(), 4),
    await write("8192×8192 PNG, 4 at once", graphic(), 4),
    await write("8192×8192 PNG, 16-bit RGBA interlaced, 2 at once", deep(), 2),
    {
      ...(await write("64×64 JPEG's answer, behind 6 interlaced 8-bit PNGs of 3 accounts", interlaced(), 6)),
      owners: 3,
      behind: tinyJpeg.file,
    },
    await write("30000×30000 PNG bomb (refused)", pngBomb(30_000, 30_000)),
  ];
}

function measureInChild(input: Input): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const worker = fork(fileURLToPath(import.meta.url), ["child", JSON.stringify(input)], {
      execArgv: ["--import", "tsx", "--expose-gc"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    worker.once("message", (message) => resolve(message as Figures));
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`${input.name}: exited with ${code}`));
    });
  });
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

async function parent(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "turnuva-image-bench-"));
  try {
    console.error("\n▶ pictures: making the inputs…");
    const inputs = await makeInputs(dir);
    const rows = [];
    for (const input of inputs) {
      const figures = await measureInChild(input);
      const size = readFileSync(input.file).length;
      rows.push({
        case: input.name,
        file: size > MB ? `${(size / MB).toFixed(1)} MB` : `${(size / 1024).toFixed(0)} kB`,
        "time (median of 3)": `${figures.ms.toFixed(figures.ms < 10 ? 1 : 0)} ms`,
        "RSS before": mb(figures.rssBefore),
        "peak RSS": `${mb(figures.peakRss)} (${figures.peakMethod})`,
        "peak − before": mb(figures.peakRss - figures.rssBefore),
        "event loop, longest stall": `${figures.loopDelayMaxMs.toFixed(1)} ms`,
        outcome: figures.outcome,
      });
      console.error(`  done: ${input.name}`);
    }
    console.log(
      `\nPictures (issue 12): the five WebP variants made in-process by the server's processor (2 decodes at a time), ` +
        `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}; each case in a fresh process, three runs`,
    );
    console.table(rows);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === "child") {
  const figures = await child(JSON.parse(process.argv[3]!) as Input);
  process.send?.(figures, () => process.exit(0));
} else {
  await parent();
}
