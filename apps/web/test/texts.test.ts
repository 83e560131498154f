import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const textsDir = join(import.meta.dirname, "../src/texts");
const srcDir = join(import.meta.dirname, "../src");

/** Every texts module with its exported objects, loaded as the app loads them. */
async function textModules(): Promise<Record<string, unknown>> {
  const all: Record<string, unknown> = {};
  for (const file of readdirSync(textsDir)) {
    Object.assign(all, (await import(join(textsDir, file))) as Record<string, unknown>);
  }
  return all;
}

/** Each entry as `commonTexts.places.home`; arrays and functions count as one entry. */
function entries(value: unknown, path: string): Array<{ path: string; value: unknown }> {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => entries(inner, `${path}.${key}`));
  }
  return [{ path, value }];
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "texts" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code of a file without its comments: a text mentioned only in a comment is not used. */
function withoutComments(file: string): string {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  return ts.createPrinter({ removeComments: true }).printFile(source);
}

function handsOn(source: string, path: string): boolean {
  return new RegExp(`${path.replaceAll(".", "\\.")}(?![\\w.])`).test(source);
}

describe("texts", () => {
  it("writes each text once", async () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [name, module] of Object.entries(await textModules())) {
      for (const entry of entries(module, name)) {
        for (const text of strings(entry.value)) {
          const first = seen.get(text);
          if (first && first !== entry.path) duplicates.push(`"${text}": ${first} and ${entry.path}`);
          else seen.set(text, entry.path);
        }
      }
    }
    expect(duplicates).toEqual([]);
  });

  it("has no entry that no screen uses", async () => {
    const source = sourceFiles(srcDir).map(withoutComments).join("\n");
    const unused = Object.entries(await textModules())
      .flatMap(([name, module]) => entries(module, name))
      // Used: the entry itself, or an object above it handed on whole (gameTexts.descriptions[slug]);
      // `commonTexts.places` followed by `.home` uses only that one child.
      // A list is used through its methods (visitorHomeTexts.features.map).
      .filter(({ path, value }) => !(Array.isArray(value) && source.includes(`${path}.`)))
      .filter(({ path }) => !path.split(".").some((_, index, parts) => index > 0 && handsOn(source, parts.slice(0, index + 1).join("."))))
      .map(({ path }) => path);
    expect(unused).toEqual([]);
  });
});
