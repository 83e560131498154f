import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FixtureRound, Tournament } from "@turnuva/contract/tournaments";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TournamentView } from "@/features/tournaments/view/tournament-view.tsx";
import { tournamentFixture } from "./tournament-fixtures/load.ts";

/**
 * Issue 27: a long fixture list shows one week at a time — the first with a match to play — with
 * the others a choice or a step away; a short one shows every week, as before.
 */

/** The active league with its first week copied to `weeks` weeks, the first `played` of them played. */
function leagueOf(weeks: number, played: number): Tournament {
  const tournament = tournamentFixture("league-active");
  const first = tournament.leagueFixtures[0]!;
  tournament.leagueFixtures = Array.from({ length: weeks }, (_, index): FixtureRound => ({
    ...first,
    round: index + 1,
    name: `${index + 1}. Hafta`,
    matches: first.matches.map((match) => ({
      ...match,
      _id: `${match._id}-${index}`,
      isConfirmed: !match.isBye && index < played,
      isCompleted: !match.isBye && index < played,
      homeScore: !match.isBye && index < played ? 1 : null,
      awayScore: !match.isBye && index < played ? 0 : null,
    })),
  }));
  return tournament;
}

function show(tournament: Tournament) {
  render(
    <MemoryRouter>
      <TournamentView tournament={tournament} />
    </MemoryRouter>,
  );
  return within(screen.getByRole("region", { name: "Fikstür" }));
}

const weekHeadings = (fixtures: ReturnType<typeof show>) => fixtures.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

/** A long list's week comes once the standings have been painted (league-view.tsx). */
async function showLong(tournament: Tournament) {
  const fixtures = show(tournament);
  await fixtures.findByLabelText("Gösterilen hafta");
  return fixtures;
}

describe("a long fixture list, one week at a time", () => {
  it("opens at the first week with a match to play, and steps and jumps to the others", async () => {
    const fixtures = await showLong(leagueOf(30, 3));
    expect(weekHeadings(fixtures)).toEqual(["4. Hafta"]);
    const chooser = fixtures.getByLabelText("Gösterilen hafta");
    expect((chooser as HTMLSelectElement).value).toBe("4");
    expect(fixtures.getByText("4 / 30")).toBeTruthy();

    const user = userEvent.setup();
    await user.click(fixtures.getByRole("button", { name: "Sonraki ›" }));
    expect(weekHeadings(fixtures)).toEqual(["5. Hafta"]);
    await user.selectOptions(chooser, "30");
    expect(weekHeadings(fixtures)).toEqual(["30. Hafta"]);
    expect((fixtures.getByRole("button", { name: "Sonraki ›" }) as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(chooser, "1");
    expect((fixtures.getByRole("button", { name: "‹ Önceki" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("opens at the last week once every match is played", async () => {
    expect(weekHeadings(await showLong(leagueOf(20, 20)))).toEqual(["20. Hafta"]);
  });

  it("keeps the standings whole", () => {
    const tournament = leagueOf(30, 3);
    show(tournament);
    const table = screen.getByRole("table", { name: "Puan Durumu" });
    expect(within(table).getAllByRole("row")).toHaveLength(tournament.leagueStandings.length + 1);
  });

  it("shows every week of a short list, as before", () => {
    const fixtures = show(leagueOf(16, 3));
    expect(weekHeadings(fixtures)).toHaveLength(16);
    expect(fixtures.queryByLabelText("Gösterilen hafta")).toBeNull();
  });
});
