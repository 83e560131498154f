import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client.ts";

/**
 * The server's `fields` (DESIGN §4) go under their fields, like the form's own rules: a taken
 * username stays marked until it is changed. Only the form's own field names are taken.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (message) setError(name, { type: "server", message });
  }
}
