// Issue 28: a two-legged tie in the bracket: both legs in one place of the tree, labelled, and the
// aggregate once both are played ('Toplam 3–2').
import { render, screen, within } from "@testing-library/react";
import type { FixtureRound, Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Bracket } from "@/features/tournaments/view/bracket.tsx";

const person = (name: string) => ({ _id: `id-${name}`, username: name });

function leg(id: string, index: number, legNo: number, home: string, away: string, score: [number, number] | null): TournamentMatch {
  return {
    _id: id,
    stage: "elimination",
    group: null,
    round: 1,
    roundName: "Yarı Final",
    index,
    leg: legNo,
    home: person(home),
    away: person(away),
    homeScore: score?.[0] ?? null,
    awayScore: score?.[1] ?? null,
    homePenalties: null,
    awayPenalties: null,
    homeClub: null,
    awayClub: null,
    isConfirmed: score !== null,
    isCompleted: score !== null,
    isBye: false,
    isNotNeeded: false,
    reports: [],
    isDisputed: false,
    isWalkover: false,
    deadline: null,
    isOverdue: false,
  };
}

const semis: FixtureRound = {
  round: 1,
  name: "Yarı Final",
  matches: [
    leg("elimination-r1-m0", 0, 1, "ada", "bora", [2, 1]),
    leg("elimination-r1-m0-l2", 0, 2, "bora", "ada", [1, 1]),
    leg("elimination-r1-m1", 1, 1, "cansu", "deniz", [0, 0]),
    leg("elimination-r1-m1-l2", 1, 2, "deniz", "cansu", null),
  ],
};

const ties: Tournament["ties"] = [
  {
    stage: "elimination",
    round: 1,
    index: 0,
    legs: ["elimination-r1-m0", "elimination-r1-m0-l2"],
    aggregate: { home: 3, away: 2 },
    winner: person("ada"),
  },
  { stage: "elimination", round: 1, index: 1, legs: ["elimination-r1-m1", "elimination-r1-m1-l2"], aggregate: null, winner: null },
];

describe("the bracket's two-legged ties", () => {
  it("shows each tie once with both legs labelled, and the aggregate of a tie played out", () => {
    render(
      <MemoryRouter>
        <Bracket rounds={[semis]} champion={null} ties={ties} />
      </MemoryRouter>,
    );
    const places = within(screen.getByRole("region", { name: "Yarı Final" })).getAllByRole("listitem");
    expect(places).toHaveLength(2);
    expect(
      within(places[0]!)
        .getAllByText(/^(İlk maç|Rövanş)$/)
        .map((label) => label.textContent),
    ).toEqual(["İlk maç", "Rövanş"]);
    expect(within(places[0]!).getByText("Toplam 3–2")).toBeTruthy();
    // The other tie waits for its second leg: no aggregate yet.
    expect(within(places[1]!).queryByText(/Toplam/)).toBeNull();
    expect(within(places[1]!).getByText("Rövanş")).toBeTruthy();
  });
});
