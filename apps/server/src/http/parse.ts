import { serverMessages } from "@turnuva/contract";
import type { z } from "zod";
import { AppError } from "./app-error.ts";

/**
 * Parses a request part with a contract schema. The first problem's Turkish message is the
 * error's message (the form shows the same one); every field's first problem rides along.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".");
    if (field) fields[field] ??= issue.message;
  }
  // A body of the wrong shape (an array, a string) has no field to blame.
  const firstIssue = result.error.issues[0];
  const first = firstIssue && firstIssue.path.length > 0 ? firstIssue.message : serverMessages.invalidInput;
  throw new AppError("VALIDATION_ERROR", first, Object.keys(fields).length ? { fields } : {});
}
