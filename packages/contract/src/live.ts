/**
 * Live updates (issue 13), as zod schemas: for the OpenAPI page and the server's tests. The
 * names, types and sentences are in `live-rules.ts` (free of zod, for the pages).
 */
import { STATUSES } from "@turnuva/domain";
import * as z from "zod/mini";
import { TOURNAMENT_CHANGES, type TournamentEvent } from "./live-rules.ts";
import { tournamentChangesSchema } from "./tournament-changes.ts";

export * from "./live-rules.ts";

const livePersonSchema = z.object({ _id: z.string(), username: z.string() });

export const liveMatchSchema = z.object({
  _id: z.string(),
  home: z.nullable(livePersonSchema),
  away: z.nullable(livePersonSchema),
  homeScore: z.nullable(z.number()),
  awayScore: z.nullable(z.number()),
  isConfirmed: z.boolean(),
});

export const tournamentEventSchema = z.object({
  tournamentId: z.string(),
  slug: z.string(),
  platformId: z.string(),
  name: z.string(),
  version: z.number(),
  status: z.enum(STATUSES),
  change: z.enum(TOURNAMENT_CHANGES),
  matches: z.array(liveMatchSchema),
  participantIds: z.array(z.string()),
  changes: z.optional(tournamentChangesSchema),
});

// Kept equal to the interface the pages use.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same: Same<z.infer<typeof tournamentEventSchema>, TournamentEvent> = true;
void same;

/** `?version=`: the version the client shows (the same as `Last-Event-ID`; the header wins). */
const versionMessage = "Sürüm 0 veya daha büyük bir tam sayı olmalıdır.";
export const tournamentEventsQuerySchema = z.object({
  version: z.optional(z.coerce.number({ error: versionMessage }).check(z.int(versionMessage), z.minimum(0, versionMessage))),
});
