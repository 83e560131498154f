import { MESSAGES, type DomainErrorCode } from "./messages.ts";

/**
 * A rule of the game said no. `message` is the Turkish text a person sees (the spec's wording
 * where it gives one); `code` is for machines (the server maps it to 400, 404 or 409).
 */
export class DomainError extends Error {
  readonly code: DomainErrorCode;

  constructor(code: DomainErrorCode, params: Readonly<Record<string, string | number>> = {}) {
    super(fill(MESSAGES[code], params));
    this.name = "DomainError";
    this.code = code;
  }

  toJSON(): { code: DomainErrorCode; message: string } {
    return { code: this.code, message: this.message };
  }
}

function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** The outcome of an action: a new state, or the reason it was refused. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: DomainError };

export function fail(code: DomainErrorCode, params?: Readonly<Record<string, string | number>>): never {
  throw new DomainError(code, params);
}

/** Runs a throwing rule and turns a DomainError into a failed result; other errors are bugs and propagate. */
export function attempt<T>(run: () => T): Result<T> {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, error };
    throw error;
  }
}
