import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useParams } from "react-router";
import { describe, expect, it } from "vitest";
import { TournamentView } from "@/features/tournaments/view/tournament-view.tsx";
import { tournamentFixture } from "./tournament-fixtures/load.ts";

/**
 * Issue 27: the names in a tournament's view are plain links that the view follows inside the
 * app (one handler instead of a router link each); they still open the profile without loading
 * the page again, by click or by keyboard, and leave a modified click to the browser.
 */

function Profile() {
  return <p>profil: {useParams().username}</p>;
}

function show() {
  const tournament = tournamentFixture("league-active");
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<TournamentView tournament={tournament} />} />
        <Route path="/profil/:username" element={<Profile />} />
      </Routes>
    </MemoryRouter>,
  );
  const table = within(screen.getByRole("table", { name: "Puan Durumu" }));
  return table.getAllByRole("link")[0]!;
}

describe("a name's link in a tournament's view", () => {
  it("opens the profile inside the app when clicked", async () => {
    const link = show();
    const name = link.textContent;
    await userEvent.setup().click(link);
    expect(screen.getByText(`profil: ${name}`)).toBeTruthy();
  });

  it("opens it from the keyboard too", async () => {
    const link = show();
    const name = link.textContent;
    link.focus();
    await userEvent.setup().keyboard("{Enter}");
    expect(screen.getByText(`profil: ${name}`)).toBeTruthy();
  });

  it("leaves a click with a modifier key to the browser (a new tab)", () => {
    const link = show();
    const followed = !fireEvent.click(link, { ctrlKey: true });
    expect(followed).toBe(false);
    expect(screen.queryByText(/^profil:/)).toBeNull();
  });
});
