// Issue 28: the managing screen's podium of a two-legged final is its tie's: nobody is champion
// while leg 2 is open, and the tie's winner on aggregate (or on leg 2's shoot-out) is, whoever won
// leg 1 on the day.
import { describe, expect, it } from "vitest";
import { knockoutPlacings } from "@/features/tournaments/manage/play/placings.ts";
import { tournamentFixture } from "./tournament-fixtures/load.ts";

function twoLeggedFinal(winner: "home" | "away" | null) {
  const tournament = tournamentFixture("elimination-completed");
  const final = tournament.finalFixture!; // ali 1–2 can on the day
  tournament.ties = [
    {
      stage: "elimination",
      round: final.round,
      index: final.index,
      legs: [final._id, `${final._id}-l2`],
      aggregate: winner ? { home: 4, away: 3 } : null,
      winner: winner ? final[winner] : null,
    },
  ];
  return { tournament, final };
}

describe("a two-legged final's podium", () => {
  it("has no champion while the second leg is open, though leg 1 was won", () => {
    expect(knockoutPlacings(twoLeggedFinal(null).tournament)).toBeNull();
  });

  it("crowns the tie's winner, not leg 1's", () => {
    const { tournament, final } = twoLeggedFinal("home");
    expect(knockoutPlacings(tournament)).toMatchObject({ champion: { username: final.home!.username }, second: { username: final.away!.username } });
  });

  it("a final of one match is still its own: leg 1's winner on the day", () => {
    const tournament = tournamentFixture("elimination-completed");
    expect(knockoutPlacings(tournament)).toMatchObject({ champion: { username: "can" }, second: { username: "ali" } });
  });
});
