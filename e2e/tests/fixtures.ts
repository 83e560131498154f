import { test as base, expect, type BrowserContextOptions, type ConsoleMessage, type Page, type Request, type Response } from "@playwright/test";

export { expect };
export type { Page } from "@playwright/test";

/** A failing response a journey expects (a refused login is a 401 the screen turns into a message). */
interface ExpectedFailure {
  status: number;
  url: string;
}

interface Fixtures {
  /**
   * Declares a response with status >= 400 that this journey provokes on purpose, by status and a
   * part of its URL: `expectFailure(401, "/api/auth/login")`. Anything else fails the journey.
   */
  expectFailure: (status: number, url: string) => void;
  /**
   * A second person's browser (its own context: own storage, own session) at the same screen size,
   * watched like `page`. For journeys between two people: an invitation sent and accepted.
   */
  secondPage: Page;
}

/**
 * Every journey fails on a console error, an uncaught exception, a request that did not complete
 * or a response of 400 and above it did not declare: a screen can look right while it throws or
 * calls a missing route, and a person's browser would show it. Specs import `test` from here (lint
 * enforces it), so no journey can forget.
 */
export const test = base.extend<Fixtures & { watched: ExpectedFailure[] }>({
  watched: async ({}, use) => {
    await use([]);
  },
  expectFailure: async ({ watched }, use) => {
    await use((status, url) => {
      watched.push({ status, url });
    });
  },
  page: async ({ page, watched }, use) => {
    await watchJourney(page, watched, use);
  },
  secondPage: async ({ browser, watched }, use, testInfo) => {
    const { viewport, isMobile, hasTouch, locale, baseURL } = testInfo.project.use as BrowserContextOptions & { baseURL?: string };
    const context = await browser.newContext({ viewport, isMobile, hasTouch, locale, baseURL });
    await watchJourney(await context.newPage(), watched, use);
    await context.close();
  },
});

/** Watches a page of the journey and every page it opens, hands it to the journey, then judges. */
async function watchJourney(page: Page, watched: ExpectedFailure[], use: (page: Page) => Promise<void>): Promise<void> {
  const problems: string[] = [];
  const expected = (status: number, url: string) => watched.some((failure) => failure.status === status && url.includes(failure.url));

  // Requests under way, so that a failure arriving after the journey's last step is judged too.
  // An event stream (live updates, issue 13) stays open as long as its page: it is not waited for;
  // nor is the person's own stream (issue 26), which the page reads with fetch, not EventSource.
  const pending = new Set<Request>();
  const isStream = (request: Request) => request.resourceType() === "eventsource" || new URL(request.url()).pathname === "/api/notifications/events";
  const watch = (target: Page) => {
    target.on("request", (request) => {
      if (!isStream(request)) pending.add(request);
    });
    target.on("requestfinished", (request) => pending.delete(request));
    target.on("console", (message: ConsoleMessage) => {
      if (message.type() !== "error") return;
      // The browser reports every failing response on the console too; judge those by the response.
      if (message.text().startsWith("Failed to load resource")) return;
      problems.push(`console: ${message.text()} (${message.location().url})`);
    });
    target.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    target.on("requestfailed", (request) => {
      pending.delete(request);
      const reason = request.failure()?.errorText ?? "";
      // Navigating away cancels what the old page was still loading, and the app cancels reads
      // it no longer needs (TanStack Query); neither is a failure. (Our 30 s timeout also
      // aborts, but no journey waits that long.)
      if (reason.includes("ERR_ABORTED")) return;
      problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
    });
    target.on("response", (response: Response) => {
      if (response.status() >= 400 && !expected(response.status(), response.url())) {
        problems.push(`response ${response.status()}: ${response.request().method()} ${response.url()}`);
      }
    });
  };
  // Every page of the journey: the first one and any it opens (a link in a new tab, a popup).
  watch(page);
  page.context().on("page", watch);

  await use(page);
  await expect.poll(() => pending.size, { message: "requests still under way at the end of the journey", timeout: 10_000 }).toBe(0);
  expect(problems, "console errors, uncaught exceptions or failed requests during the journey").toEqual([]);
}
