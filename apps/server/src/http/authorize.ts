import { serverMessages } from "@turnuva/contract";
import { AppError } from "./app-error.ts";

/**
 * Turns a policy's "no" into a 403 with the spec's UNAUTHORIZED code (part 1 §6). Services call
 * it after loading the subject, inside the transaction that will change it:
 * `authorize(platformsPolicy.canInvite(actor, platform))`.
 */
export function authorize(allowed: boolean): asserts allowed {
  if (!allowed) throw new AppError("UNAUTHORIZED", serverMessages.forbidden);
}
