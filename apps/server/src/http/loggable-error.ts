/**
 * What an unexpected error may tell the log (issue 23): its kind, its codes, the statement that
 * failed and where in our code, never a value a person sent. Error messages are left out, ours
 * and the database's alike: a failed query's message carries its parameters (Drizzle writes
 * `params: …`), PostgreSQL quotes the value it could not read ('invalid input syntax for type
 * uuid: "…"'), and a message of ours may name what it was given. The statement is the one with
 * placeholders ($1, $2), so it shows what was asked, not with what.
 */
export interface LoggableError {
  type: string;
  /** SQLSTATE for the database's errors (`22021`, `23505`), Node's or Fastify's code otherwise. */
  code?: string;
  /** The failed statement, with placeholders. */
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  /** The stack's frames, without its first line (the message). */
  stack?: string;
  cause?: LoggableError;
}

const DETAILS = ["constraint", "table", "column", "routine"] as const;

export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields = error as Error & Record<string, unknown>;
  const logged: LoggableError = { type: error.constructor.name };
  if (typeof fields.code === "string") logged.code = fields.code;
  if (typeof fields.query === "string") logged.query = fields.query;
  for (const detail of DETAILS) if (typeof fields[detail] === "string") logged[detail] = fields[detail];
  const frames = error.stack
    ?.split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .join("\n");
  if (frames) logged.stack = frames;
  if (error.cause !== undefined && depth < 4) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}
