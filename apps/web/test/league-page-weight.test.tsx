import { render, screen, within } from "@testing-library/react";
import type { FixtureRound, StandingRow, Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TournamentView } from "@/features/tournaments/view/tournament-view.tsx";
import { tournamentFixture } from "./tournament-fixtures/load.ts";

/**
 * Issue 27: the page of a double league of 128 (254 weeks of 64 matches, half played) stays under
 * 3,000 elements on a phone (`npm run bench:page -w apps/server` counts the whole page: the view
 * below, the page's header and the app's frame, some 120 more), with every standings row, every
 * tie-break note and the week's every match on it.
 */
const VIEW_ELEMENTS_AT_MOST = 2_700;

const PLAYERS = 128;

/** The league as the bench makes it: the first half of the weeks played, draws and home wins in turn (so many rows are level on points). */
function halfPlayedLeague(): Tournament {
  const tournament = tournamentFixture("league-active");
  const people = Array.from({ length: PLAYERS }, (_, index) => ({ _id: `kisi-${index}`, username: `kisi_${index}` }));
  const weeks = 2 * (PLAYERS - 1);
  const template = tournament.leagueFixtures[0]!.matches.find((match) => !match.isBye)!;
  tournament.leagueFixtures = Array.from({ length: weeks }, (_, week): FixtureRound => {
    const played = week < weeks / 2;
    return {
      round: week + 1,
      name: `${week + 1}. Hafta`,
      matches: Array.from({ length: PLAYERS / 2 }, (_, index): TournamentMatch => ({
        ...template,
        _id: `league-r${week + 1}-m${index}`,
        round: week + 1,
        roundName: `${week + 1}. Hafta`,
        index,
        home: people[(week + index) % PLAYERS]!,
        away: people[(week + PLAYERS - 1 - index) % PLAYERS]!,
        homeScore: played ? 1 + ((index + week) % 2) : null,
        awayScore: played ? 1 : null,
        isConfirmed: played,
        isCompleted: played,
      })),
    };
  });
  // Pairs level on points, as half the rows of the bench's league are: a note on every second row.
  tournament.leagueStandings = people.map((team, index): StandingRow => ({
    team,
    played: 127,
    won: 64 - Math.floor(index / 2),
    drawn: 1,
    lost: 62 + Math.floor(index / 2),
    goalsFor: 190,
    goalsAgainst: 190,
    goalDifference: 0,
    points: 193 - 3 * Math.floor(index / 2),
    separatedBy: index === 0 ? null : index % 2 === 1 ? "name" : "points",
  }));
  tournament.tiebreakers = "overall";
  tournament.participants = people.map((person) => ({ ...person, seed: null, group: null, profileImage: null }));
  tournament.participantCount = PLAYERS;
  return tournament;
}

describe("the page of a double league of 128, half played", () => {
  it("has every standings row, every note and the week's matches, in fewer elements than the page's budget", async () => {
    const { container } = render(
      <MemoryRouter>
        <TournamentView tournament={halfPlayedLeague()} />
      </MemoryRouter>,
    );
    const fixtures = within(screen.getByRole("region", { name: "Fikstür" }));
    await fixtures.findByRole("heading", { level: 3, name: "128. Hafta" });

    // Counted by selectors: the accessibility queries take seconds each on a page this size.
    const table = screen.getByRole("table", { name: "Puan Durumu" });
    expect(table.querySelectorAll("tbody th[scope=row]")).toHaveLength(PLAYERS);
    expect(screen.getByRole("list", { name: "Eşitlik notları" }).querySelectorAll("li")).toHaveLength(PLAYERS / 2);
    expect(fixtures.getByRole("heading", { level: 3 }).closest("section")!.querySelectorAll("li")).toHaveLength(PLAYERS / 2);
    expect((fixtures.getByLabelText("Gösterilen hafta") as HTMLSelectElement).options).toHaveLength(2 * (PLAYERS - 1));

    expect(container.getElementsByTagName("*").length).toBeLessThanOrEqual(VIEW_ELEMENTS_AT_MOST);
  });
});
