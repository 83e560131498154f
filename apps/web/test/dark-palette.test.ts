import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { darkPalette, familiesUsed, indexCss, luminanceOf, tailwindPalette, withDarkPalette } from "../scripts/dark-palette.mjs";

// The dark theme turns the palette over (src/index.css, scripts/dark-palette.mjs) so that a pair of
// colours that is readable in light is readable in dark: the pages' axe journey checks the pages,
// this checks the palette as a whole, and that index.css holds it for every family src/ uses.

const contrast = (a: string, b: string) => {
  const [lighter, darker] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
};

describe("the dark palette", () => {
  it("is in index.css as the script makes it, for every colour family the app's classes name", () => {
    const css = readFileSync(indexCss, "utf8");
    expect(withDarkPalette(css)).toBe(css);
    const declared = new Set([...css.matchAll(/--color-([a-z]+)-\d+:/g)].map((m) => m[1]));
    expect(familiesUsed().filter((family) => !declared.has(family))).toEqual([]);
  });

  it("gives any two colours the contrast they have in light (the page behind the cards only gains)", () => {
    const light = tailwindPalette();
    const dark = new Map(darkPalette());
    // slate-950 is darker than the dark surface (slate-900), so nothing is dark enough to be its
    // mirror: it turns white and loses contrast. The app must not use it (next test).
    const names = [...dark.keys()].filter((name) => name !== "slate-950");
    const changes: string[] = [];
    for (const a of names) {
      for (const b of names) {
        if (a >= b) continue;
        const [before, after] = [contrast(light.get(a)!, light.get(b)!), contrast(dark.get(a)!, dark.get(b)!)];
        // slate-50 (the page) is chosen darker than its mirror, which only adds contrast.
        const kept = a === "slate-50" || b === "slate-50" ? after >= before * 0.99 : Math.abs(after / before - 1) <= 0.01;
        if (!kept) changes.push(`${a} / ${b}: ${before.toFixed(2)} in light, ${after.toFixed(2)} in dark`);
      }
    }
    expect(changes).toEqual([]);
  });

  it("is not asked for slate-950, which it cannot turn over", () => {
    const sources = join(import.meta.dirname, "../src");
    const users = readdirSync(sources, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(tsx?|css)$/.test(file))
      .filter((file) =>
        /\b(bg|text|border|ring|outline|fill|stroke|from|via|to|divide|decoration|accent)-slate-950\b/.test(
          readFileSync(join(sources, file), "utf8"),
        ),
      );
    expect(users).toEqual([]);
  });
});
