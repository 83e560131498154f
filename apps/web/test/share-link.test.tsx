import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShareLinkButton } from "@/features/tournaments/share/share-link-button.tsx";
import { stubServer } from "./network-stub.ts";
import { renderApp } from "./render-app.tsx";
import { tournamentFixture } from "./tournament-fixtures/load.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("share link button (part 2 §2, §8, §9)", () => {
  it("copies origin + /tournaments/{slug} and says 'Link Kopyalandı!' for 2.5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<ShareLinkButton identifier="bahar-ligi" />);

    await user.click(screen.getByRole("button", { name: "Turnuva Linkini Kopyala" }));

    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/tournaments/bahar-ligi`);
    expect(screen.getByRole("button", { name: "Link Kopyalandı!" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Link Kopyalandı!");
    await act(() => vi.advanceTimersByTimeAsync(2_400));
    expect(screen.getByRole("button", { name: "Link Kopyalandı!" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.getByRole("button", { name: "Turnuva Linkini Kopyala" })).toBeTruthy();
  });

  it("takes the caller's words", async () => {
    const user = userEvent.setup();
    render(<ShareLinkButton identifier="x" label="Linki Kopyala" copiedLabel="Kopyalandı" />);
    await user.click(screen.getByRole("button", { name: "Linki Kopyala" }));
    expect(screen.getByRole("button", { name: "Kopyalandı" })).toBeTruthy();
  });

  it("says 'Link kopyalanamadı.' when the clipboard refuses, and shows the link selected to copy by hand", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    render(<ShareLinkButton identifier="bahar ligi" />);

    await user.click(screen.getByRole("button", { name: "Turnuva Linkini Kopyala" }));

    expect((await screen.findByRole("alert")).textContent).toContain("Link kopyalanamadı.");
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: "Turnuva linki" });
    expect(field.value).toBe(`${window.location.origin}/tournaments/bahar%20ligi`);
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(field.value.length);
    expect(screen.getByRole("button", { name: "Turnuva Linkini Kopyala" })).toBeTruthy();
  });

  it("says 'Link oluşturulamadı.' without a slug or id", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    render(<ShareLinkButton identifier={null} />);
    await user.click(screen.getByRole("button", { name: "Turnuva Linkini Kopyala" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Link oluşturulamadı.");
    expect(writeText).not.toHaveBeenCalled();
  });

  it("is on the detail page and copies the tournament's slug", async () => {
    const tournament = tournamentFixture("challenge-active");
    stubServer({ [`GET /api/tournaments/${tournament.slug}`]: () => ({ status: 200, body: tournament }) });
    const user = userEvent.setup();
    renderApp(`/turnuvalar/${tournament.slug}`);

    await user.click(await screen.findByRole("button", { name: "Turnuva Linkini Kopyala" }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/tournaments/${tournament.slug}`);
  });

  it("the share link /tournaments/{slug} opens the detail page", async () => {
    const tournament = tournamentFixture("elimination-active");
    stubServer({ [`GET /api/tournaments/${tournament.slug}`]: () => ({ status: 200, body: tournament }) });
    const { location } = renderApp(`/tournaments/${tournament.slug}`);

    expect(await screen.findByRole("heading", { level: 1, name: tournament.name })).toBeTruthy();
    expect(location().pathname).toBe(`/turnuvalar/${tournament.slug}`);
  });
});
