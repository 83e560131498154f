// Issue 27: an action on one match answers with the changes only when the client asks for it with
// `Prefer: return=minimal` (RFC 7240), and says so with `Preference-Applied`; otherwise with the
// whole tournament, as the spec's flows know it. The web asks (a league of 128 is 16,256 matches).
import { CHANGES_ONLY, tournamentChangesResponseSchema } from "@turnuva/contract/tournament-changes";
import { tournamentWriteResponseSchema } from "@turnuva/contract/tournament-answer";
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import type { AnswerForm } from "./act.ts";

/** A match action's answer: the whole tournament, or its changes (contract/tournament-changes.ts). */
export const matchActionResponseSchema = z.union([tournamentWriteResponseSchema, tournamentChangesResponseSchema]);

export function answerForm(request: FastifyRequest, reply: FastifyReply): AnswerForm {
  const prefer = request.headers.prefer;
  const asked = (Array.isArray(prefer) ? prefer.join(",") : (prefer ?? ""))
    .split(",")
    .some((preference) => preference.split(";")[0]!.trim().toLowerCase() === CHANGES_ONLY);
  if (!asked) return "tournament";
  reply.header("preference-applied", CHANGES_ONLY);
  return "changes";
}
