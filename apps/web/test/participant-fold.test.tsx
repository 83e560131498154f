import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Tournament } from "@turnuva/contract/tournaments";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { FOLDED_FROM_PEOPLE } from "@/features/tournaments/view/participant-list.tsx";
import { TournamentView } from "@/features/tournaments/view/tournament-view.tsx";
import { tournamentFixture } from "./tournament-fixtures/load.ts";

/**
 * Issue 27: a tournament of many players folds its participant list (every one of them is in the
 * standings already); its chips are on the page only once the person opens it.
 */

/** The active league with `count` participants ('oyuncu_1' …), their order shuffled. */
function leagueWith(count: number): Tournament {
  const tournament = tournamentFixture("league-active");
  const first = tournament.participants[0]!;
  tournament.participants = Array.from({ length: count }, (_, index) => ({
    ...first,
    _id: `p-${index}`,
    username: `oyuncu_${((index * 7) % count) + 1}`,
  }));
  return tournament;
}

function show(tournament: Tournament) {
  render(
    <MemoryRouter>
      <TournamentView tournament={tournament} />
    </MemoryRouter>,
  );
  return within(screen.getByRole("region", { name: "Katılımcılar" }));
}

describe("the participant list of a large tournament", () => {
  it("is folded, with no chips on the page until opened, then every one sorted by username", async () => {
    const count = FOLDED_FROM_PEOPLE;
    const participants = show(leagueWith(count));
    expect(participants.queryAllByRole("link")).toHaveLength(0);
    expect(participants.getByText(`(${count})`)).toBeTruthy();

    await userEvent.setup().click(participants.getByText("Katılımcılar"));
    const names = participants.getAllByRole("link").map((link) => link.textContent);
    expect(names).toHaveLength(count);
    expect(names.slice(0, 3)).toEqual(["oyuncu_1", "oyuncu_10", "oyuncu_11"]);
  });

  it("is open at once below that size, as before", () => {
    const participants = show(leagueWith(FOLDED_FROM_PEOPLE - 1));
    expect(participants.getAllByRole("link")).toHaveLength(FOLDED_FROM_PEOPLE - 1);
  });
});
