import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { watchConnection } from "@/lib/offline/after-load.ts";
import { offlineTexts } from "@/texts/offline.ts";

/** Issue 26: while the device is offline, a line above the app says the pages shown are the last seen ones. */
describe("the offline notice", () => {
  afterEach(() => {
    document.getElementById("offline-notice")?.remove();
  });

  it("shows while the device is offline and goes when it is back", () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    watchConnection();
    expect(screen.queryByText(offlineTexts.notice)).toBeNull();

    onLine.mockReturnValue(false);
    dispatchEvent(new Event("offline"));
    expect(screen.getByRole("status").textContent).toBe(offlineTexts.notice);
    dispatchEvent(new Event("offline"));
    expect(screen.getAllByText(offlineTexts.notice)).toHaveLength(1);

    onLine.mockReturnValue(true);
    dispatchEvent(new Event("online"));
    expect(screen.queryByText(offlineTexts.notice)).toBeNull();
  });
});
