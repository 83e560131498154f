import { serverMessages } from "@turnuva/contract";
import type { Actor } from "../actor.ts";
import { AppError } from "./app-error.ts";

/**
 * Turns a policy's "no" into the right refusal (part 1 §6): a visitor is asked to sign in (401
 * AUTH_REQUIRED, and the web app sends them to /giris-yap), a signed-in person who may not do it
 * gets 403 with the spec's UNAUTHORIZED code. Services call it after loading the subject, inside
 * the transaction that will change it:
 * `authorize(actor, platformsPolicy.canInvite(actor, platform))`.
 */
export function authorize(actor: Actor, allowed: boolean, refusal: string = serverMessages.forbidden): asserts allowed {
  if (allowed) return;
  if (actor === null) throw new AppError("AUTH_REQUIRED", serverMessages.authRequired);
  // `refusal`: the area's own sentence where the spec gives one ('Bu platformu düzenleme yetkiniz yok.').
  throw new AppError("UNAUTHORIZED", refusal);
}
