import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubServer } from "./network-stub.ts";
import { invitationJson, memberJson, platformJson, stubSignedIn } from "./platforms-data.ts";
import { renderApp } from "./render-app.tsx";

// Part 1 §2 at 360 px: a platform named with one long word must not make the page scroll sideways.
const longNames = ["KadıköyeFootballTopluluğu", "ğ".repeat(50)];

/** The classes of an element that apply at 360 px: those without a breakpoint (sm:, md:...). */
function narrowClasses(element: Element): Set<string> {
  return new Set((element.getAttribute("class") ?? "").split(/\s+/).filter((name) => name && !name.includes(":")));
}

/**
 * jsdom lays nothing out, so this checks the CSS that decides it, as the Tailwind classes say it.
 * The text is cut short (truncate) or wraps inside a word; and from it up to the page's <main> (or
 * its dialog), no box is allowed to grow with it: a grid item and an item of a flex row are as wide
 * as their longest word unless they have min-w-0 (min-width: auto), and an item of a flex column
 * that is not stretched is too, unless it is given the column's width (w-full).
 */
function expectFitsNarrowScreen(text: HTMLElement) {
  const own = narrowClasses(text);
  expect(
    ["truncate", "break-all", "break-words", "wrap-anywhere"].some((name) => own.has(name)),
    text.outerHTML,
  ).toBe(true);
  for (let box: HTMLElement = text; box.tagName !== "MAIN" && box.getAttribute("role") !== "dialog"; box = box.parentElement!) {
    const parent = narrowClasses(box.parentElement!);
    const classes = narrowClasses(box);
    const where = `${box.tagName.toLowerCase()}.${[...classes].join(".")} in ${box.parentElement!.tagName.toLowerCase()}.${[...parent].join(".")}`;
    if (parent.has("grid")) {
      expect(classes.has("min-w-0"), where).toBe(true);
    } else if (parent.has("flex") && !parent.has("flex-col")) {
      expect(classes.has("min-w-0") || classes.has("truncate"), where).toBe(true);
    } else if (parent.has("flex") && (parent.has("items-center") || parent.has("items-start"))) {
      expect(classes.has("w-full"), where).toBe(true);
    }
  }
}

describe("platforms with a long one-word name on a narrow screen", () => {
  it.each(longNames)("the visitor's card cuts %s short and keeps it whole in its title", async (name) => {
    const page = { platforms: [platformJson(name)], pagination: { currentPage: 1, totalPages: 1, totalCount: 1, hasMore: false, limit: 24 } };
    stubServer({ "GET /api/platforms/public?page=1": () => ({ status: 200, body: page }) });
    renderApp("/platformlar");

    const card = await screen.findByRole("link", { name: new RegExp(name) });
    const heading = within(card).getByRole("heading", { name });
    expect(heading.getAttribute("title")).toBe(name);
    expectFitsNarrowScreen(heading);
  });

  it.each(longNames)("'Platformlarım' and the invitations cut %s short, each in its column", async (name) => {
    const mine = platformJson(name);
    const invited = platformJson(`${name}2`, { ownerName: "mehmet" });
    stubSignedIn({
      mine: [mine],
      invitations: [invitationJson(invited)],
    });
    renderApp("/platformlar");

    const myPlatforms = await screen.findByRole("region", { name: "Platformlarım" }, { timeout: 5000 });
    const row = await within(myPlatforms).findByRole("link", { name: new RegExp(name) });
    const rowName = within(row).getByText(name);
    expect(rowName.getAttribute("title")).toBe(name);
    expectFitsNarrowScreen(rowName);

    const invitations = screen.getByRole("region", { name: "Platform Davetleri" });
    const invitationName = await within(invitations).findByText(`${name}2`);
    expect(invitationName.getAttribute("title")).toBe(`${name}2`);
    expectFitsNarrowScreen(invitationName);
  });

  it("the selected platform's heading wraps the name, and the member grid and dialog keep to the screen", async () => {
    const name = "ğ".repeat(50);
    const platform = platformJson(name);
    const members = [memberJson("ayse", true), memberJson("u55123kullanicisi")];
    stubSignedIn({
      mine: [platform],
      handlers: { [`GET /api/platforms/${platform._id}/members`]: () => ({ status: 200, body: { members } }) },
    });
    const user = userEvent.setup();
    const { unmount } = renderApp(`/platformlar?platformId=${platform._id}&menu=3`);

    const heading = await screen.findByRole("heading", { level: 1, name }, { timeout: 5000 });
    expectFitsNarrowScreen(heading);
    const member = await within(screen.getByRole("tabpanel")).findByText("u55123kullanicisi");
    expect(member.getAttribute("title")).toBe("u55123kullanicisi");
    expectFitsNarrowScreen(member);
    unmount();

    // The owner's member dialog: its title wraps the name; the e-mails are shown whole.
    renderApp("/platformlar");
    await user.click(await screen.findByRole("button", { name: "Üye Çıkar", description: name }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: `${name} üyeleri` }, { timeout: 5000 });
    expectFitsNarrowScreen(within(dialog).getByRole("heading", { name: `${name} üyeleri` }));
    const email = await within(dialog).findByText("u55123kullanicisi@example.com");
    expect(narrowClasses(email).has("truncate")).toBe(false);
    expect(narrowClasses(email).has("break-all")).toBe(true);
    expectFitsNarrowScreen(email);
  });
});
