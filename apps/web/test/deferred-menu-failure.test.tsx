import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DeferredMenu } from "@/ui/deferred-menu.tsx";

// The menu's file cannot be fetched: offline, or an open tab asking for a file a deploy replaced.
vi.mock("@/ui/menu.tsx", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

describe("DeferredMenu whose code cannot be loaded", () => {
  it("keeps its button on screen instead of taking the page down", async () => {
    const user = userEvent.setup();
    render(
      <main>
        <p>Sayfanın geri kalanı</p>
        <DeferredMenu side="bottom" label="Hesap" triggerClassName="" trigger="ayse" items={[{ label: "Profil", href: "/profil" }]} />
      </main>,
    );
    await user.hover(screen.getByRole("button", { name: "Hesap" }));
    // Give the failed import time to settle; the boundary catches it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText("Sayfanın geri kalanı")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Hesap" })).toBeTruthy();
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
