// Issue 27: the answer of an action on one match when the client asks for the changes only
// (`Prefer: return=minimal`, RFC 7240): what the action changed and the tournament's new version,
// built from the rows the action read, so it costs the same in a league of 8 or of 128. The page
// puts the changed matches into the copy it holds (web: api/merge-changes.ts) and reads the whole
// tournament again for what follows from them (standings, what may be done next). Without the
// header the answer stays the whole tournament, as the spec's flows know it.
import { STATUSES } from "@turnuva/domain";
import * as z from "zod/mini";
import { personSchema } from "./platforms.ts";
import { tournamentMatchSchema } from "./tournaments.ts";

export const tournamentChangesSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  version: z.int(),
  status: z.enum(STATUSES),
  champion: z.nullable(personSchema),
  winner: z.nullable(personSchema),
  secondPlace: z.nullable(personSchema),
  thirdPlace: z.nullable(personSchema),
  lastUpdated: z.string(),
  pausedAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
  /** The matches whose result, reports, deadline or walkover changed, as the whole answer shows them. */
  matches: z.array(tournamentMatchSchema),
  /** Matches were drawn or taken away (a knockout's next round): only a new read shows where they go. */
  redrawn: z.boolean(),
});
export type TournamentChanges = z.infer<typeof tournamentChangesSchema>;

export const tournamentChangesResponseSchema = z.object({
  message: z.optional(z.string()),
  changes: tournamentChangesSchema,
});
export type TournamentChangesResponse = z.infer<typeof tournamentChangesResponseSchema>;

export { CHANGES_ONLY } from "./tournament-changes-rules.ts";
