// Issue 28: a standings table says, for each pair level on points, which rule separated them, in
// a note screen readers read as the row header's description, and says it plainly when only the
// name did.
import { render, screen, within } from "@testing-library/react";
import type { StandingRow, Tournament } from "@turnuva/contract/tournaments";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { StandingsTable } from "@/features/tournaments/view/standings-table.tsx";

function row(username: string, points: number, separatedBy: StandingRow["separatedBy"], played = 2): StandingRow {
  return {
    team: { _id: `id-${username}`, username },
    played,
    won: points / 3,
    drawn: 0,
    lost: played - points / 3,
    goalsFor: 2,
    goalsAgainst: 2,
    goalDifference: 0,
    points,
    separatedBy,
  };
}

function renderTable(rows: StandingRow[], tiebreakers: Tournament["tiebreakers"]) {
  render(
    <MemoryRouter>
      <StandingsTable rows={rows} caption="Puan Durumu" highlighted={0} highlightLabel="ilk üç" tiebreakers={tiebreakers} />
    </MemoryRouter>,
  );
  return within(screen.getByRole("table", { name: "Puan Durumu" }));
}

/** What a screen reader reads as the row header's description: the text it points at, without what is hidden from it. */
function descriptionOf(table: ReturnType<typeof within>, name: string): string {
  const ids: string | null = table.getByRole("rowheader", { name }).getAttribute("aria-describedby");
  if (ids === null) return "";
  return ids
    .split(" ")
    .map((id: string) => {
      const copy = document.getElementById(id)!.cloneNode(true) as HTMLElement;
      copy.querySelectorAll("[aria-hidden=true]").forEach((hidden) => hidden.remove());
      return copy.textContent!.trim();
    })
    .join(" ");
}

describe("the standings' tie-break notes", () => {
  const played = [row("ahmet", 6, null), row("berk", 6, "headToHeadPoints"), row("cem", 3, "points"), row("deniz", 3, "name")];

  it("describes a row separated by head-to-head, and says plainly when only the name did; rows separated by points have none", () => {
    const table = renderTable(played, "headToHead");
    expect(descriptionOf(table, "berk")).toBe("berk, ahmet ile puanda eşit; aralarındaki maçların puanı ayırdı.");
    expect(descriptionOf(table, "deniz")).toBe("deniz ile cem her ölçütte eşit; yalnızca isim sırası ayırdı.");
    expect(descriptionOf(table, "ahmet")).toBe("");
    expect(descriptionOf(table, "cem")).toBe("");
    // On screen: the rule under the table and the notes, numbered as the marks beside the names.
    expect(screen.getByText("Eşitlikte: İkili averaj (aralarındaki maçlar)")).toBeTruthy();
    // The mark beside a name (drawn by CSS from data-note, hidden from screen readers) is its note's number.
    expect(table.getByRole("rowheader", { name: "berk" }).dataset.note).toBe("1");
    expect(table.getByRole("rowheader", { name: "deniz" }).dataset.note).toBe("2");
    expect(table.getByRole("rowheader", { name: "ahmet" }).dataset.note).toBeUndefined();
    const notes = within(screen.getByRole("list", { name: "Eşitlik notları" })).getAllByRole("listitem");
    expect(notes.map((note) => note.textContent)).toEqual([
      "1 berk, ahmet ile puanda eşit; aralarındaki maçların puanı ayırdı.",
      "2 deniz ile cem her ölçütte eşit; yalnızca isim sırası ayırdı.",
    ]);
  });

  it("names the overall rules in a table made with 'overall'", () => {
    const table = renderTable([row("ahmet", 6, null), row("berk", 6, "goalDifference")], "overall");
    expect(screen.getByText("Eşitlikte: Averaj (genel averaj, atılan gol)")).toBeTruthy();
    expect(descriptionOf(table, "berk")).toBe("berk, ahmet ile puanda eşit; averaj ayırdı.");
  });

  it("has no notes before anyone has played (the alphabet orders an empty table), only the rule", () => {
    renderTable([row("ahmet", 0, null, 0), row("berk", 0, "name", 0)], "overall");
    expect(screen.getByText("Eşitlikte: Averaj (genel averaj, atılan gol)")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Eşitlik notları" })).toBeNull();
  });

  it("says nothing for a tournament made before the rules (no rule, no reasons)", () => {
    const table = renderTable(
      played.map(({ separatedBy: _, ...rest }) => rest),
      null,
    );
    expect(descriptionOf(table, "berk")).toBe("");
    expect(screen.queryByText(/Eşitlikte/)).toBeNull();
  });
});
