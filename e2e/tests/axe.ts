import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** axe's WCAG 2 A and AA rules on the page as it is; every violation with its elements and why. */
export async function expectNoViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${node.target.join(" ")}: ${node.failureSummary?.replaceAll("\n", " ")}`),
  );
  expect(found, `axe on ${what}`).toEqual([]);
}
