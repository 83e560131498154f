import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Tournament } from "@turnuva/contract/tournaments";

/**
 * Real answers of `GET /api/tournaments/:identifier`, written by
 * `node --import tsx apps/server/scripts/tournament-fixtures.ts` (see that script for what each
 * holds). A fresh copy on each call, so a test may change it freely.
 */
export type TournamentFixtureName =
  | "league-active"
  | "league-completed"
  | "league-paused"
  | "group-stage"
  | "group-knockout"
  | "group-completed"
  | "elimination-active"
  | "elimination-completed"
  | "challenge-active"
  | "challenge-completed";

/** Issue 29's fields, empty as the server sends them for the other systems (answers written before it lack them). */
const issue29Fields = {
  grandFinalReset: null,
  swissRounds: null,
  knockoutSize: null,
  winnersFixtures: [],
  losersFixtures: [],
  grandFinalFixtures: [],
  swissFixtures: [],
  swissStandings: [],
} satisfies Partial<Tournament>;

export function tournamentFixture(name: TournamentFixtureName): Tournament {
  return { ...issue29Fields, ...(JSON.parse(readFileSync(join(import.meta.dirname, `${name}.json`), "utf8")) as Tournament) };
}
