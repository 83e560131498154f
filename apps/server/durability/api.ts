// The harness's HTTP client: what a browser would send, and what became of each request. A write
// counts as acknowledged only when its whole 2xx answer arrived; a request the server may have
// received but never answered (the kill came first) is "unanswered"; one that could not even
// connect (the server was already gone) was never sent.

export type Outcome<T> = { kind: "answered"; status: number; body: T } | { kind: "unanswered"; error: string } | { kind: "not-sent"; error: string };

const TIMEOUT_MS = 30_000;

export async function request<T = unknown>(
  base: string,
  method: "GET" | "POST" | "PUT",
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Outcome<T>> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const code = causeCode(error);
    // Refused: nothing listened on the port, so the server never saw the request.
    if (code === "ECONNREFUSED") return { kind: "not-sent", error: code };
    return { kind: "unanswered", error: code ?? String(error) };
  }
  try {
    const text = await response.text();
    return { kind: "answered", status: response.status, body: (text ? JSON.parse(text) : null) as T };
  } catch (error) {
    // The status line came, the body did not: the client never saw the whole answer.
    return { kind: "unanswered", error: `body cut: ${causeCode(error) ?? String(error)}` };
  }
}

function causeCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

/** For the setup and the checks, where the server is up: the body of a 2xx answer, or an error naming the call. */
export async function expectOk<T>(
  base: string,
  method: "GET" | "POST" | "PUT",
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const outcome = await request<T>(base, method, path, options);
  if (outcome.kind !== "answered") throw new Error(`${method} ${path}: ${outcome.kind} (${outcome.error})`);
  if (outcome.status < 200 || outcome.status >= 300) throw new Error(`${method} ${path}: ${outcome.status} ${JSON.stringify(outcome.body)}`);
  return outcome.body;
}
