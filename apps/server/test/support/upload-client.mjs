// A client of the API in a process of its own, for tests/images-refused-uploads.test.ts: Node's
// fetch sends multipart uploads of the given sizes at once and prints what each got. In the test's
// own process the server and the client share one event loop, and a connection the server closes
// under a client still sending never shows as it does between two processes (EPIPE).
// Usage: node upload-client.mjs <url> '<json: [{ size, field, authorization? }]>'
import { randomBytes } from "node:crypto";

const [url, json] = process.argv.slice(2);
const uploads = JSON.parse(json);
const results = await Promise.all(
  uploads.map(async ({ size, field, authorization }) => {
    const bytes = randomBytes(size);
    bytes.set([0xff, 0xd8, 0xff, 0xe0], 0); // the first bytes of a JPEG
    const form = new FormData();
    form.set(field, new Blob([bytes], { type: "image/jpeg" }), "resim.jpg");
    try {
      const response = await fetch(url, { method: "POST", body: form, headers: authorization ? { authorization } : {} });
      return { size, status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
    } catch (error) {
      return { size, error: error.cause?.code ?? String(error) };
    }
  }),
);
process.stdout.write(JSON.stringify(results));
