import axe from "axe-core";

/**
 * axe's WCAG 2 A and AA rules on a part of the page as jsdom has it (the e2e journeys run them in a
 * real browser; contrast needs a browser's layout and is left to them): every violation with its element.
 */
export async function axeViolations(node: Element): Promise<string[]> {
  const { violations } = await axe.run(node, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] },
    rules: { "color-contrast": { enabled: false } },
  });
  return violations.flatMap((violation) => violation.nodes.map((found) => `${violation.id}: ${found.target.join(" ")}`));
}
